// A header with a mistake: libclang's error is reported at its line, and the rest is read.
struct Fine {
    int value;
};

struct Broken {
    unknown_t missing;
    int kept;
};
