"""Writes a synthetic monorepo with the layering of the real one and N flat features.

Two layouts hold exactly the same targets and sources:

- `packages`: every module is its own SwiftPM package under Packages/, siblings by path, as in
  the real monorepo. A feature's package sees only Models, ApiClient and TextViews.
- `single-manifest`: one Package.swift at the root declaring every target (the isowords style),
  sources under Sources/<Target>.

Layers: Models (model) <- ApiClient (interface); TextViews (helper, nothing local);
FeatureNNNN (feature: model, interface, helper); AppFeature (app: every feature) and the App
executable, which renders the first frame.
"""

from dataclasses import dataclass
from pathlib import Path

import synthetic_sources as src

LAYOUTS = ("packages", "single-manifest")
TOOLS_VERSION = "// swift-tools-version: 6.1\n"
HORIZONTAL = ("Models", "ApiClient", "TextViews")


def feature_name(index: int) -> str:
    """`Feature0001` for index 1: four digits keep the names sorted up to 9,999 features."""
    return f"Feature{index:04d}"


def leaf_feature() -> str:
    """The feature every benchmark builds: it exists at every N, so runs compare like with like."""
    return feature_name(1)


@dataclass(frozen=True)
class Target:
    """One module: its name, local dependencies, kind, and files (name -> contents)."""

    name: str
    dependencies: tuple[str, ...]
    files: dict
    is_executable: bool = False


def feature_target(index: int) -> Target:
    name = feature_name(index)

    def fill(text: str) -> str:
        # Small per-feature constants, so the features are not byte-identical copies.
        return (
            text.replace("FEATURE", name)
            .replace("THRESHOLD", str(3 + index % 7))
            .replace("NAME_LIMIT", str(24 + index % 16))
            .replace("RESTOCK", str(5 + index % 10))
        )

    return Target(
        name=name,
        dependencies=HORIZONTAL,
        files={
            f"{name}Destination.swift": fill(src.FEATURE_DESTINATION),
            f"{name}Logic.swift": fill(src.FEATURE_LOGIC),
            f"{name}Model.swift": fill(src.FEATURE_MODEL),
            f"{name}View.swift": fill(src.FEATURE_VIEW),
        },
    )


def case_name(feature: str) -> str:
    """`feature0001` for `Feature0001`: the enum case of the app's Screen."""
    return feature[0].lower() + feature[1:]


def app_target(count: int) -> Target:
    features = [feature_name(i) for i in range(1, count + 1)]
    imports = "\n".join(f"import {f}" for f in features)

    def switch(line) -> str:
        return "\n".join(line(f) for f in features)

    screen = (
        src.APP_SCREEN_HEADER.replace("IMPORTS", imports)
        .replace("STATE_CASES", switch(lambda f: f"  case {case_name(f)}(filter: String)"))
        .replace("CASES", switch(lambda f: f"  case {case_name(f)}({f}Model)"))
        .replace(
            "VIEW_SWITCH",
            switch(lambda f: f"    case .{case_name(f)}(let model): {f}View(model: model).body"),
        )
        .replace(
            "TASK_SWITCH",
            switch(lambda f: f"    case .{case_name(f)}(let model): await model.task()"),
        )
        .replace(
            "STATE_SWITCH",
            switch(
                lambda f: f"    case .{case_name(f)}(let model): "
                f".{case_name(f)}(filter: model.filter)"
            ),
        )
    )
    first = features[0]
    files = {
        "AppModel.swift": src.APP_MODEL.replace("IMPORTS", f"import {first}")
        .replace("FIRST_CASE", case_name(first))
        .replace("FIRST_TYPE", first),
        "Screen.swift": screen,
    }
    for position, feature in enumerate(features):
        # Each feature's destinations lead to the next features, wrapping around, so the app
        # really routes between every pair of neighbours.
        following = features[(position + 1) % count]
        after = features[(position + 2) % count]
        files[f"{feature}Route.swift"] = (
            src.APP_ROUTE.replace("NEXT_CASE", case_name(following))
            .replace("NEXT_TYPE", following)
            .replace("AFTER_CASE", case_name(after))
            .replace("AFTER_TYPE", after)
            .replace("FEATURE", feature)
        )
    return Target(
        name="AppFeature", dependencies=("ApiClient", "Models", "TextViews", *features), files=files
    )


def all_targets(count: int) -> list[Target]:
    return [
        Target("Models", (), {"Item.swift": src.MODELS_ITEM}),
        Target("ApiClient", ("Models",), {"ApiClient.swift": src.API_CLIENT}),
        Target("TextViews", (), {"TextViews.swift": src.TEXT_VIEWS}),
        *(feature_target(i) for i in range(1, count + 1)),
        app_target(count),
        Target(
            "App", ("ApiClient", "AppFeature"), {"main.swift": src.APP_MAIN}, is_executable=True
        ),
    ]


def swift_list(elements: list[str], indent: str) -> str:
    """An array literal laid out as swift-format wants it: `[]`, one element alone on its line,
    or one element per line each with a trailing comma."""
    if not elements:
        return "[]"
    if len(elements) == 1:
        return f"[\n{indent}  {elements[0]}\n{indent}]"
    return "[\n" + "".join(f"{indent}  {e},\n" for e in elements) + f"{indent}]"


def target_declaration(target: Target, indent: str) -> str:
    # Dependencies are spelled by name: SwiftPM finds a target of the same package or a product
    # of a package dependency, so both layouts declare targets identically.
    kind = ".executableTarget" if target.is_executable else ".target"
    if not target.dependencies:
        return f'{kind}(name: "{target.name}")'
    dependencies = swift_list([f'"{d}"' for d in target.dependencies], indent + "  ")
    return (
        f'{kind}(\n{indent}  name: "{target.name}",\n'
        f"{indent}  dependencies: {dependencies}\n{indent})"
    )


def manifest(package_name: str, targets: list[Target], local_packages: list[str]) -> str:
    """A Package.swift declaring `targets`, a product for each, and sibling packages by path."""
    products = [
        f'.{"executable" if t.is_executable else "library"}'
        f'(name: "{t.name}", targets: ["{t.name}"])'
        for t in targets
    ]
    dependencies = [f'.package(path: "../{p}")' for p in local_packages]
    declarations = [target_declaration(t, "    ") for t in targets]
    return (
        TOOLS_VERSION
        + "import PackageDescription\n\n"
        + "let package = Package(\n"
        + f'  name: "{package_name}",\n'
        + "  platforms: [.macOS(.v15)],\n"
        + f"  products: {swift_list(products, '  ')},\n"
        + f"  dependencies: {swift_list(dependencies, '  ')},\n"
        + f"  targets: {swift_list(declarations, '  ')},\n"
        + "  swiftLanguageModes: [.v6]\n"
        + ")\n"
    )


def with_sorted_imports(text: str) -> str:
    """The file with its leading block of `import` lines sorted, as swift-format wants."""
    lines = text.split("\n")
    count = 0
    while count < len(lines) and lines[count].startswith("import "):
        count += 1
    return "\n".join(sorted(lines[:count]) + lines[count:])


def write_sources(target: Target, sources_dir: Path) -> None:
    folder = sources_dir / target.name
    folder.mkdir(parents=True, exist_ok=True)
    for file_name, contents in target.files.items():
        (folder / file_name).write_text(with_sorted_imports(contents))


def readme(count: int, layout: str) -> str:
    where = (
        "Each module is its own package under `Packages/`; build one with\n"
        f"`swift build --package-path Packages/{leaf_feature()}`."
        if layout == "packages"
        else "Every module is a target of the root `Package.swift`; build one with\n"
        f"`swift build --target {leaf_feature()}`."
    )
    return (
        f"# Synthetic monorepo: {count} features, `{layout}` layout\n\n"
        "Generated by `Scripts/generate-synthetic` for `Scripts/bench-build --synthetic`; do not\n"
        "edit. Models <- ApiClient, TextViews, flat features Feature0001... (each seeing only\n"
        "those three), AppFeature interpreting every feature's destinations, and the App\n"
        "executable.\n\n"
        f"{where}\n"
    )


def generate(count: int, root: Path, layout: str) -> Path:
    """Writes the monorepo into `root` (which must not exist or be empty) and returns the
    directory to build from: the root for `single-manifest`, the app's package for `packages`."""
    if count < 1:
        raise ValueError(f"N must be at least 1, got {count}.")
    if layout not in LAYOUTS:
        raise ValueError(f"Unknown layout {layout!r}; expected one of: {', '.join(LAYOUTS)}.")
    if root.exists() and any(root.iterdir()):
        raise ValueError(f"{root} is not empty; choose a new directory or remove it first.")
    root.mkdir(parents=True, exist_ok=True)
    targets = all_targets(count)
    (root / "README.md").write_text(readme(count, layout))
    if layout == "single-manifest":
        (root / "Package.swift").write_text(manifest("Synthetic", targets, []))
        for target in targets:
            write_sources(target, root / "Sources")
        return root
    # The App executable lives in the AppFeature package, as the preview executables live next
    # to what they preview; every other module is alone in its package.
    packages = {t.name: [t] for t in targets if t.name != "App"}
    packages["AppFeature"].append(targets[-1])
    for package_name, members in packages.items():
        package_dir = root / "Packages" / package_name
        for target in members:
            write_sources(target, package_dir / "Sources")
        own = {t.name for t in members}
        local = sorted({d for t in members for d in t.dependencies} - own)
        (package_dir / "Package.swift").write_text(manifest(package_name, members, local))
    return root / "Packages" / "AppFeature"
