#!/usr/bin/env bash
# Builds the DocC archive of every library product with the toolchain's own `docc`, from symbol graphs.
# Fails on any DocC warning and on any public symbol without a documentation comment.
# Usage: Scripts/build-docs.sh [output-dir]   (default: <scratch>/docs)
# Set SWIFT_SCRATCH_PATH to build in another scratch directory than .build (as `swift build --scratch-path`).
set -euo pipefail
cd "$(dirname "$0")/.."

products=(
    WeatherModels WeatherNetworking WeatherProviders WeatherStore WeatherAuth WeatherScheduling WeatherSandbox
    WeatherTesting WeatherUI WeatherUIPreviews
)
scratch=${SWIFT_SCRATCH_PATH:-.build}
swiftpm=(--scratch-path "$scratch")
out=${1:-$scratch/docs}
graphs=$scratch/docs-symbol-graphs
rm -rf "$out" "$graphs"
mkdir -p "$out" "$graphs"

echo "Extracting symbol graphs"
# SwiftPM also tries the synthesized test-discovery modules and reports them as failures; the products'
# graphs are checked one by one below instead.
swift build "${swiftpm[@]}" >/dev/null
bin=$(swift build "${swiftpm[@]}" --show-bin-path)
rm -rf "$bin/../symbolgraph"  # never pass on graphs left from an earlier run
swift package "${swiftpm[@]}" dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
    >/dev/null 2>&1 || true
dumped="$bin/../symbolgraph"

docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
status=0
for product in "${products[@]}"; do
    mkdir -p "$graphs/$product"
    if [ ! -f "$dumped/$product.symbols.json" ]; then
        echo "error: no symbol graph for $product" >&2
        exit 1
    fi
    cp "$dumped/$product".symbols.json "$graphs/$product/"
    cp "$dumped/$product"@*.symbols.json "$graphs/$product/" 2>/dev/null || true

    echo "Converting $product"
    log=$(mktemp)
    if ! "$docc" convert "Sources/$product/$product.docc" \
        --additional-symbol-graph-dir "$graphs/$product" \
        --output-path "$out/$product.doccarchive" \
        --fallback-display-name "$product" \
        --fallback-bundle-identifier "org.weathersdk.$product" \
        --warnings-as-errors >"$log" 2>&1; then
        cat "$log"
        echo "error: DocC failed or warned for $product" >&2
        status=1
    fi
    rm -f "$log"
done

echo "Checking that every public symbol is documented"
python3 - "$graphs" "${products[@]}" <<'PY' || status=1
import json, os, sys
root, products = sys.argv[1], sys.argv[2:]
missing, total = [], 0
for product in products:
    folder = os.path.join(root, product)
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            uri = symbol.get("location", {}).get("uri", "")
            if "/Sources/" not in uri:
                continue  # synthesized or declared elsewhere
            total += 1
            if not symbol.get("docComment"):
                title = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
                line = symbol["location"]["position"]["line"] + 1
                missing.append(f"{uri.split('/Sources/', 1)[1]}:{line}: {title}")
print(f"{total - len(missing)} of {total} public symbols documented")
for entry in missing:
    print(f"undocumented: {entry}")
sys.exit(1 if missing else 0)
PY
[ $status -eq 0 ] && echo "Documentation built in $out"
exit $status
