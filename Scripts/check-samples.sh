#!/usr/bin/env bash
# Every Swift sample in the documentation compiles, with exactly the imports it shows.
#
# Samples are the ```swift blocks of README.md, Documentation/*.md and the DocC articles
# (Sources/*/*.docc/**/*.md), and those of the `///` comments in Sources/**/*.swift (SAMPLES_DOC_COMMENTS=0
# leaves the doc comments out). A doc-comment sample of a `package` or internal declaration, which no code
# outside the package can call, is a plain ``` block instead.
# The script writes a SwiftPM package (default .build/samples-package; pass another folder as the
# first argument or in SAMPLES_PACKAGE_DIR) that depends on this repository by path, with every
# library product available to every target, and compiles each sample as a file of its own:
#
# - The file has exactly the `import` lines the sample shows, so a sample that forgets one fails.
#   A doc-comment sample also gets `import <its module>` (Quick Help is read beside the module's
#   declarations, so it does not repeat the import); an article must show every import.
# - `import`s and declarations (types, extensions, functions, `@main`, `@Test`) stay at file scope;
#   every other line goes, in order, into a `@MainActor` function that is `async throws`, so
#   `try await` works as it does in an app's own code.
# - Samples share a target unless one declares, at file scope, a name another declares or mentions:
#   then it goes to another target, so names cannot clash or leak. Member lookup follows the file's imports too
#   (the MemberImportVisibility feature): a sample that compiles here compiles with it on or off.
# - A sample that imports a framework only Apple platforms have (SwiftUI, UIKit, CoreLocation,
#   BackgroundTasks, UserNotifications, Security...) is wrapped in `#if canImport(<Framework>)`;
#   on Linux it then checks nothing, and the summary counts it apart. A doc-comment sample inside
#   `#if canImport(<Framework>)` is wrapped the same way and imports that framework.
# - A block whose first line is `// Not compiled by a test: <reason>` is exempt (a Package.swift
#   fragment, for example); the reason is shown to readers too. Keep exemptions rare.
#
# Each failure is reported as `<document>:<line>: error: <message>`, at the sample's own line.
# Exits non-zero when a sample does not compile or an exemption has no reason.
# Usage: Scripts/check-samples.sh [package-folder]
#   SAMPLES_FILTER=<regular expression on the document's path> checks only some documents;
#   SAMPLES_DOC_COMMENTS=0 checks the documents only, not the `///` comments;
#   SAMPLES_DRY_RUN=1 writes the package without building it. The first run builds the SDK into the
#   package's own .build folder (a few minutes); later runs take seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

exec python3 - "${1:-${SAMPLES_PACKAGE_DIR:-.build/samples-package}}" <<'PY'
import glob, os, re, shutil, subprocess, sys, time

started = time.monotonic()
root = os.getcwd()
package_dir = os.path.abspath(sys.argv[1])
EXEMPTION = "// Not compiled by a test:"
APPLE_ONLY = {
    "AppKit", "BackgroundTasks", "Combine", "CoreLocation", "CryptoKit", "MapKit", "Security", "SwiftData",
    "SwiftUI", "UIKit", "UserNotifications", "WatchKit", "WidgetKit",
}
manifest = open("Package.swift", encoding="utf-8").read()
products = re.findall(r'\.library\(\s*name:\s*"(\w+)"', manifest)
identity = os.path.basename(root).lower()  # a path dependency is known by its folder's name

# Samples ----------------------------------------------------------------------------------------------

class Sample:
    def __init__(self, document, line, lines, implicit_imports=(), conditions=()):
        self.document = document  # path relative to the repository
        self.line = line  # line number of the sample's first line
        self.lines = lines
        self.implicit_imports = list(implicit_imports)
        self.conditions = list(conditions)  # frameworks of enclosing `#if canImport(...)`

def fenced_blocks(lines, strip):
    """(first line number, lines) of each ```swift block; `strip` returns a line's text or None."""
    blocks, current = [], None
    for number, raw in enumerate(lines, start=1):
        text = strip(raw)
        if text is None:
            if current is not None:
                blocks.append(current)  # the comment ended before the fence
            current = None
            continue
        if current is None:
            if text.strip() == "```swift":
                current = (number + 1, [])
        elif text.strip().startswith("```"):
            blocks.append(current)
            current = None
        else:
            current[1].append(text)
    return blocks

def article_samples():
    documents = ["README.md"] + sorted(glob.glob("Documentation/*.md"))
    documents += sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
    for document in documents:
        lines = open(document, encoding="utf-8").read().split("\n")
        for line, block in fenced_blocks(lines, lambda raw: raw):
            yield Sample(document, line, block)

condition_line = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)")
can_import = re.compile(r"canImport\((\w+)\)")

def comment_samples():
    for path in sorted(glob.glob("Sources/*/**/*.swift", recursive=True)):
        module = path.split(os.sep)[1]
        if module not in products:
            continue
        lines = open(path, encoding="utf-8").read().split("\n")
        # The Apple-only frameworks of the `#if canImport(...)` branches around each line.
        stack, active = [], []
        for raw in lines:
            match = condition_line.match(raw)
            if match:
                keyword, rest = match.groups()
                if keyword == "if":
                    stack.append([f for f in can_import.findall(rest) if f in APPLE_ONLY])
                elif keyword in ("elseif", "else") and stack:
                    stack[-1] = []  # the other branch: what it needs is not an Apple framework we know
                elif keyword == "endif" and stack:
                    stack.pop()
            active.append(sorted({f for frame in stack for f in frame}))

        def strip(raw):
            match = re.match(r"^\s*/// ?(.*)$", raw)
            return match.group(1) if match else None

        for line, block in fenced_blocks(lines, strip):
            frameworks = active[line - 1]
            yield Sample(path, line, block, implicit_imports=[module] + frameworks, conditions=frameworks)

# Splitting a sample into file scope and a function body ---------------------------------------------

import_pattern = re.compile(r"^\s*(?:@\w+\s+)*(?:public |package |internal )?import\s+(?:\w+\s+)?(\w+)")
modifiers = r"(?:(?:public|package|internal|fileprivate|private|final|nonisolated|static|indirect)\s+)*"
attribute = r"@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s*"  # `@Test(arguments: f(x))`: one level of nested calls
declaration = re.compile(
    r"^(?:" + attribute + r")*" + modifiers + r"(?:import|struct|class|enum|protocol|extension|actor|func|typealias)\b")
attribute_only = re.compile(r"^(?:" + attribute + r")+$")

def depth_change(line):
    """Net change of ( [ { nesting on a line, ignoring string literals and // comments (roughly)."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = line.split("//", 1)[0]
    return sum(line.count(c) for c in "([{") - sum(line.count(c) for c in ")]}")

def split(sample):
    """([(offset, line)] at file scope, [(offset, line)] in the body, imports)."""
    file_scope, body, imports = [], [], []
    depth, in_declaration, pending_attribute = 0, False, False
    for offset, text in enumerate(sample.lines):
        stripped = text.strip()
        if in_declaration:
            file_scope.append((offset, text))
            depth += depth_change(text)
            if depth <= 0:
                depth, in_declaration = 0, False
            continue
        if depth == 0 and (pending_attribute or declaration.match(stripped) or attribute_only.match(stripped)):
            file_scope.append((offset, text))
            match = import_pattern.match(text)
            if match:
                imports.append(match.group(1))
                continue
            if attribute_only.match(stripped):
                pending_attribute = True
                continue
            pending_attribute = False
            depth = depth_change(text)
            if depth > 0 or stripped.endswith((",", "(", "->", "=", ":")):
                in_declaration = True
            else:
                depth = 0
            continue
        body.append((offset, text))
        depth = max(0, depth + depth_change(text))
    return file_scope, body, imports

# Writing the package --------------------------------------------------------------------------------

def file_name(document, line):
    stem = re.sub(r"/\w+\.docc/", "/", document)
    stem = re.sub(r"^(Sources|Documentation)/", lambda m: "Guide_" if m.group(1) == "Documentation" else "", stem)
    stem = re.sub(r"\.(md|swift)$", "", stem)
    return re.sub(r"\W+", "_", stem) + f"_L{line}.swift"

named_declaration = re.compile(
    r"\b(?:struct|class|enum|protocol|actor|func|typealias|var|let|case)\s+(?:`?)(\w+)")

def declared_names(file_scope):
    """Names a sample declares at file scope, and the members its extensions add (roughly)."""
    names = set()
    for _, text in file_scope:
        if not import_pattern.match(text):
            names.update(named_declaration.findall(re.sub(r'"(?:\\.|[^"\\])*"', '""', text.split("//", 1)[0])))
    return names

exempt, problems, compiled = [], [], []
samples = list(article_samples())
if os.environ.get("SAMPLES_DOC_COMMENTS", "1") != "0":  # SAMPLES_DOC_COMMENTS=0: the documents only
    samples += list(comment_samples())
only = os.environ.get("SAMPLES_FILTER")  # a regular expression on the document's path, to check a few
if only:
    samples = [sample for sample in samples if re.search(only, sample.document)]
for sample in samples:
    first = next((line.strip() for line in sample.lines if line.strip()), "")
    if first.startswith(EXEMPTION):
        if len(first) < len(EXEMPTION) + 4:
            problems.append(f"{sample.document}:{sample.line}: error: an exemption needs a reason")
        exempt.append(sample)
        continue
    file_scope, body, imports = split(sample)
    frameworks = sorted(set(sample.conditions) | {name for name in imports if name in APPLE_ONLY})
    sample.frameworks = frameworks
    compiled.append(sample)

    out, where = [], []
    def emit(text, offset=None):
        out.append(text)
        where.append((sample.document, sample.line + offset if offset is not None else sample.line))
    emit(f"// {sample.document}:{sample.line}")
    if frameworks:
        emit("#if " + " && ".join(f"canImport({name})" for name in frameworks))
    for name in sample.implicit_imports:
        if name not in imports:
            emit(f"import {name}")
    for offset, text in file_scope:
        emit(text, offset)
    if body:
        emit("@MainActor private func sample() async throws {")
        for offset, text in body:
            emit(text, offset)
        emit("}")
    if frameworks:
        emit("#endif")

    sample.file = file_name(sample.document, sample.line)
    sample.generated = ("\n".join(out) + "\n", where)
    sample.declared = declared_names(file_scope)
    sample.mentioned = set(re.findall(r"\w+", "\n".join(sample.lines)))
    sample.has_main = any(text.strip().startswith("@main") for _, text in file_scope)

# Samples share a target unless one declares a name the other declares or mentions: then neither can see,
# or clash with, the other's declarations. A sample with `@main` has a target of its own.
buckets = []  # [{"samples": [...], "declared": set(), "mentioned": set(), "main": bool}]
for sample in compiled:
    for bucket in buckets:
        if bucket["main"] or (sample.has_main and bucket["samples"]):
            continue
        if sample.declared & (bucket["declared"] | bucket["mentioned"]) or sample.mentioned & bucket["declared"]:
            continue
        break
    else:
        bucket = {"samples": [], "declared": set(), "mentioned": set(), "main": False}
        buckets.append(bucket)
    bucket["samples"].append(sample)
    bucket["declared"] |= sample.declared
    bucket["mentioned"] |= sample.mentioned
    bucket["main"] |= sample.has_main
targets = {}  # target name -> {file name: (text, [(document, line) per generated line])}
for index, bucket in enumerate(buckets, start=1):
    targets[f"Samples{index}"] = {sample.file: sample.generated for sample in bucket["samples"]}

def write(path, text):
    """Writes a file unless it already holds `text`, so an unchanged sample is not compiled again."""
    if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
        return
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)

def write_package(names):
    sources = os.path.join(package_dir, "Sources")
    os.makedirs(sources, exist_ok=True)
    for stale in set(os.listdir(sources)) - set(names):
        shutil.rmtree(os.path.join(sources, stale))
    for name in names:
        folder = os.path.join(sources, name)
        os.makedirs(folder, exist_ok=True)
        for stale in set(os.listdir(folder)) - set(targets[name]):
            os.remove(os.path.join(folder, stale))
        for file, (text, _) in targets[name].items():
            write(os.path.join(folder, file), text)
    dependencies = ", ".join(f'.product(name: "{p}", package: "{identity}")' for p in products)
    declared = ",\n".join(
        f'        .target(name: "{name}", dependencies: [{dependencies}], swiftSettings: settings)' for name in names)
    write(os.path.join(package_dir, "Package.swift"), f"""// swift-tools-version: 6.0
// Generated by Scripts/check-samples.sh from the documentation's Swift samples.
import PackageDescription

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(["-continue-building-after-errors"]),  // every failing sample of a target, not the first
]
let package = Package(
    name: "DocumentationSamples",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
    dependencies: [.package(path: "{root}")],
    targets: [
{declared}
    ]
)
""")

def sample_start(failure):
    """The sample a failure line points into, as (document, first line)."""
    document, _, rest = failure.partition(":")
    line = int(rest.split(":", 1)[0]) if rest.split(":", 1)[0].isdigit() else None
    starts = [s.line for s in compiled if s.document == document and line is not None and s.line <= line]
    return (document, max(starts)) if starts else None

# Building -------------------------------------------------------------------------------------------

os.makedirs(package_dir, exist_ok=True)
error_line = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")
generated = os.path.join(package_dir, "Sources") + os.sep
failures = []
if not problems:
    write_package(sorted(targets))
for target in sorted(targets) if not (problems or os.environ.get("SAMPLES_DRY_RUN")) else []:
    # One target at a time: a failing build stops the targets building beside it, half-reported.
    build = subprocess.run(
        ["swift", "build", "--package-path", package_dir, "--target", target],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode == 0:
        continue
    found = False
    for line in build.stdout.splitlines():
        match = error_line.match(line)
        if not match:
            continue
        path, number, _, message = match.groups()
        found = True
        if path.startswith(generated):
            name, file = path[len(generated):].split(os.sep, 1)
            document, line_number = targets[name][file][1][int(number) - 1]
            failures.append(f"{document}:{line_number}: error: {message}")
        else:
            failures.append(f"{os.path.relpath(path, root)}:{number}: error: {message}")
    if not found:
        sys.stdout.write(build.stdout)
        failures.append(f"error: the samples target {target} did not build (output above)")

failing = {sample_start(failure) for failure in failures} - {None}
seen = set()
for failure in problems + failures:
    if failure not in seen:
        seen.add(failure)
        print(failure, file=sys.stderr)

apple = [s for s in compiled if s.frameworks]
checked = len(compiled) - len(apple)
in_comments = sum(1 for s in compiled if s.document.endswith(".swift"))
print(f"{len(compiled)} samples compiled ({len(compiled) - in_comments} in documents, {in_comments} in doc comments) "
      f"in {len(targets)} targets, {len(exempt)} exempt, in {time.monotonic() - started:.0f} s")
if apple:
    names = sorted({f for s in apple for f in s.frameworks})
    print(f"{len(apple)} of them need Apple-only frameworks ({', '.join(names)}) and are wrapped in "
          f"#if canImport(...): on this platform they check nothing; {checked} were checked here")
for sample in exempt:
    print(f"exempt: {sample.document}:{sample.line}: {sample.lines[0].strip()[len(EXEMPTION):].strip()}")
if problems or failures:
    print(f"error: {len(seen)} errors in {len(failing)} samples", file=sys.stderr)
    sys.exit(1)
PY
