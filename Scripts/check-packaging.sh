#!/usr/bin/env bash
# An app that links WeatherUI links no sandbox code: WeatherUI's dependency closure (every target it
# depends on, directly or through another target) must not contain WeatherSandbox. The sandbox reaches
# previews and tests through WeatherUIPreviews, which apps add to those only.
# Reads `swift package describe --type json`; fails when the rule is broken.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package describe --type json | python3 -c '
import json, sys

forbidden = {"WeatherUI": {"WeatherSandbox", "WeatherUIPreviews", "WeatherTesting"}}
targets = {target["name"]: target for target in json.load(sys.stdin)["targets"]}

def closure(name):
    seen, stack = set(), [name]
    while stack:
        for dependency in targets[stack.pop()].get("target_dependencies", []):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen

problems = []
for name, banned in forbidden.items():
    if name not in targets:
        problems.append(f"no target {name} in the package")
        continue
    reached = closure(name)
    for target in sorted(banned & reached):
        problems.append(f"{name} depends on {target}, so every app that links {name} ships it")
    print(name, "depends on:", ", ".join(sorted(reached)))
    # SwiftPM says the same from the other side: the products a target is linked into.
    for target in sorted(banned):
        if name in targets.get(target, {}).get("product_memberships", []):
            problems.append(f"{target} is part of the {name} product")

if problems:
    print("\n".join(f"error: {problem}" for problem in problems), file=sys.stderr)
    sys.exit(1)
print("packaging: WeatherUI links no sandbox or test code")
'
