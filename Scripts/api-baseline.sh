#!/usr/bin/env bash
# The public API of every library product, as committed text under `API/`, and a check that the code still
# matches it.
#
#   Scripts/api-baseline.sh            fails when the public API differs from API/*.txt, and prints the difference
#   Scripts/api-baseline.sh --update   writes API/*.txt from the current build
#
# Each line of API/<Product>.txt is one public declaration (its kind, its path and its declaration as the compiler
# prints it) or one conformance; the files are sorted, so a change to the surface shows as a readable diff in
# review. An intended change updates the files in the same commit; CI runs the check after building.
#
# The listing comes from the compiler's symbol graphs (`swift-symbolgraph-extract`) of a Linux debug build, so
# it covers what every platform compiles. Declarations that only exist on Apple platforms (CoreLocation,
# Keychain, UserNotifications, BackgroundTasks adapters and the SwiftUI views) are not in it.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
    --update) mode=update ;;
    "" | --check) ;;
    *) echo "usage: $0 [--check | --update]" >&2; exit 64 ;;
esac

bin=$(swift build --show-bin-path)
products=$(swift package dump-package | python3 -c '
import json, sys
manifest = json.load(sys.stdin)
for product in manifest["products"]:
    if "library" in product["type"]:
        print(product["targets"][0])
')
if [ ! -d "$bin/Modules" ]; then
    echo "error: no build in $bin: run swift build first" >&2
    exit 1
fi

module_maps=()
for map in Sources/*/module.modulemap; do
    module_maps+=(-Xcc "-fmodule-map-file=$map")
done
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

graphs=$(mktemp -d)
current=$(mktemp -d)
trap 'rm -rf "$graphs" "$current"' EXIT

for product in $products; do
    mkdir -p "$graphs/$product"
    swift-symbolgraph-extract -module-name "$product" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs/$product" "${module_maps[@]}" \
        >/dev/null
    python3 - "$product" "$graphs/$product" >"$current/$product.txt" <<'PY'
import glob, json, os, sys

product, folder = sys.argv[1], sys.argv[2]
lines = set()
names = {}
graphs = []
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    graph = json.load(open(path, encoding="utf-8"))
    extended = os.path.basename(path).split(".symbols.json")[0].split("@")
    prefix = f"{extended[1]}." if len(extended) == 2 else ""
    graphs.append(graph)
    for symbol in graph["symbols"]:
        name = prefix + ".".join(symbol["pathComponents"])
        names[symbol["identifier"]["precise"]] = name
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        flags = []
        for availability in symbol.get("availability", []):
            if availability.get("isUnconditionallyDeprecated"):
                flags.append("deprecated")
            if availability.get("isUnconditionallyUnavailable"):
                flags.append("unavailable")
        suffix = f" [{', '.join(flags)}]" if flags else ""
        lines.add(f"{symbol['kind']['identifier'].removeprefix('swift.')} {name}: {declaration}{suffix}")
for graph in graphs:
    for relation in graph["relationships"]:
        source = names.get(relation["source"])
        if relation["kind"] != "conformsTo" or source is None:
            continue
        target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
        lines.add(f"conformance {source}: {target}")
for line in sorted(lines):
    print(line)
PY
done

if [ "$mode" = update ]; then
    rm -rf API
    mkdir -p API
    cp "$current"/*.txt API/
    echo "wrote the public API of $(echo "$products" | wc -w) products to API/ ($(cat API/*.txt | wc -l) lines)"
    exit 0
fi

if diff -ru API "$current" >"$graphs/diff"; then
    echo "the public API matches API/ ($(echo "$products" | wc -w) products, $(cat API/*.txt | wc -l) lines)"
    exit 0
fi
echo "error: the public API differs from the committed baseline in API/:" >&2
sed -e "s|$current|current|g" "$graphs/diff" >&2
echo "If the change is intended, run Scripts/api-baseline.sh --update and commit API/ with it." >&2
exit 1
