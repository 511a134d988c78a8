/// A namespace the modules that import this one fill in.
public enum Wire {}
