#!/usr/bin/env bash
# Every target imports only the package's targets it declares as dependencies in Package.swift.
#
# Swift lets a file import a module that is only a dependency of a dependency; such an import
# works until the chain changes, and it hides what a product really needs. This check reads the
# manifest (`swift package dump-package`) and every Swift file of every target, and fails on an
# import of a package target that its own target does not list.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-package | python3 -c '
import json, os, re, sys

manifest = json.load(sys.stdin)
targets = {target["name"]: target for target in manifest["targets"]}
default_roots = {"regular": "Sources", "executable": "Sources", "system": "Sources", "test": "Tests"}
import_line = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |internal )?import\s+(?:struct |class |enum |protocol |func |var |typealias )?(\w+)")

problems = []
for name, target in targets.items():
    declared = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                declared.add(dependency[kind][0])
    root = target.get("path") or os.path.join(default_roots.get(target["type"], "Sources"), name)
    for folder, _, files in os.walk(root):
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            for number, line in enumerate(open(path, encoding="utf-8"), start=1):
                match = import_line.match(line)
                if match and match.group(1) in targets and match.group(1) != name and match.group(1) not in declared:
                    problems.append(f"{path}:{number}: {name} imports {match.group(1)} without declaring it")

if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"imports match declared dependencies in {len(targets)} targets")
'
