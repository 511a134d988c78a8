#!/usr/bin/env bash
# What does `import FactoryRuntime` cost the type checker on arithmetic?
#
# FactoryRuntime overloads `*` to compose optics, and every overload is a candidate for every `*`
# in a module that imports it. This script type-checks operator-overhead/Arithmetic.swift with and
# without the import and reports two figures per variant:
#   scopes  the constraint solver's scope count (Sema.NumConstraintScopes): deterministic, the
#           figure to compare;
#   sema    the median user CPU time of type checking over `runs` runs (noisy on a busy machine).
# Besides the runtime as it is, it builds two others with the same module name:
#   no-operators    without Operators.swift: what importing the module costs with no `*` at all
#                   (its `import Foundation` makes Foundation's operators visible too);
#   nine-overloads  the rejected design, operator-overhead/NineOverloads.swift in place of
#                   Operators.swift: one concrete `*` per pair of optic kinds.
#
# Usage: Tests/Benchmarks/operator-overhead.sh [runs]     (default 5 runs; needs swiftc on PATH)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${1:-5}"
input="$here/operator-overhead/Arithmetic.swift"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build_runtime() { # name, sources...
    local out="$work/$1"; shift
    mkdir -p "$out"
    # Type-checking against it needs only the module, not a library.
    swiftc -swift-version 6 -parse-as-library -emit-module -module-name FactoryRuntime \
        -emit-module-path "$out/FactoryRuntime.swiftmodule" "$@"
}

current=("$root"/Sources/FactoryRuntime/*.swift)
bare=()
for file in "${current[@]}"; do
    [[ "$(basename "$file")" == Operators.swift ]] || bare+=("$file")
done
build_runtime current "${current[@]}"
build_runtime bare "${bare[@]}"
build_runtime nine "${bare[@]}" "$here/operator-overhead/NineOverloads.swift"

# The variants: name, the runtime build it imports, then its imports.
variants=(
    "plain current"
    "no-operators bare FactoryRuntime"
    "runtime current FactoryRuntime"
    "foundation current Foundation"
    "foundation+runtime current Foundation FactoryRuntime"
    "nine-overloads nine FactoryRuntime"
    "foundation+nine-overloads nine Foundation FactoryRuntime"
)
for variant in "${variants[@]}"; do
    read -r name build imports <<< "$variant"
    { for module in $imports; do echo "import $module"; done; cat "$input"; } > "$work/$name.swift"
done

# One value out of a -stats-output-dir JSON file.
stat() { awk -F': ' -v key="\"$1\"" '$1 ~ key { gsub(/,/, "", $2); print $2 }' "$2"; }

# Runs go round-robin over the variants, so a change in the machine's load hits all of them alike.
for ((run = 0; run < runs; run++)); do
    for variant in "${variants[@]}"; do
        read -r name build imports <<< "$variant"
        stats="$work/stats-$name-$run"
        mkdir -p "$stats"
        swiftc -typecheck -swift-version 6 -I "$work/$build" "$work/$name.swift" -stats-output-dir "$stats"
        json=("$stats"/*.json)
        stat Sema.NumConstraintScopes "${json[0]}" > "$work/$name.scopes"
        stat "time.swift.Type checking and Semantic analysis.user" "${json[0]}" >> "$work/$name.times"
    done
done

results="$work/results"
for variant in "${variants[@]}"; do
    read -r name build imports <<< "$variant"
    median="$(sort -g "$work/$name.times" | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }')"
    echo "$name $(cat "$work/$name.scopes") $median"
done > "$results"

echo "swiftc -typecheck -swift-version 6, $(swiftc --version 2>/dev/null | head -1), $runs runs each"
printf '%-28s %10s %10s\n' variant scopes "sema (s)"
while read -r name scopes median; do printf '%-28s %10s %10s\n' "$name" "$scopes" "$median"; done < "$results"

ratio() { # numerator denominator
    awk -v a="$1" -v b="$2" '
        $1 == a { sa = $2; ta = $3 } $1 == b { sb = $2; tb = $3 }
        END { printf "%-44s scopes x%.2f  sema x%.2f\n", a " / " b, sa / sb, ta / tb }' "$results"
}
ratio runtime no-operators
ratio nine-overloads no-operators
ratio runtime plain
ratio foundation+runtime foundation
ratio foundation+nine-overloads foundation
