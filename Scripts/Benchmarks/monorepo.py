"""The real monorepo as the benchmarks see it: a snapshot of the working tree, its packages and
preview executables, and scratch paths whose dependencies are already resolved.

Builds run on a snapshot (every file git sees: tracked and untracked but not ignored, as
Scripts/lint does) copied under the work directory, never on the working tree itself: the
incremental scenarios edit files, and the working tree is shared with other people's builds.

Dependencies are resolved once per package (`swift package resolve` into a scratch path of its
own, which clones from SwiftPM's shared repository cache). Every cold build then starts from a
copy of that resolved scratch path, which holds the checkouts and workspace state but no build
products, so the timed `swift build` neither fetches nor resolves: it loads the manifests, plans
and compiles, as `rm -rf .build && swift build` does on a machine that resolved before.
"""

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

from buildbench import BuildFailed, fresh_copy, progress, remove, run_timed, swift_package

PREVIEW_RUNNER = Path("Apps") / "preview-runner"
FULL_APP = "AppPreview"
# The layers whose modules a feature's preview must not compile (siblings, the app, the heavy
# live layer); their packages are read from Scripts/layers.json.
WATCHED_LAYERS = ("feature", "app", "live")


@dataclass(frozen=True)
class Build:
    """One thing to build cold: a whole package, or one product of a package."""

    label: str
    package: Path  # relative to the snapshot root
    product: str | None = None

    @property
    def arguments(self) -> list[str]:
        return ["--product", self.product] if self.product else []


class Monorepo:
    """A snapshot of the monorepo under `work`, with its resolved dependencies."""

    def __init__(self, source: Path, work: Path, name: str = "monorepo"):
        self.source = source
        self.root = work / name / "repo"
        self.resolved = work / name / "resolved"
        self.scratch = work / name / "scratch"
        self.logs = work / name / "logs"

    def take_snapshot(self) -> None:
        progress(f"copying the working tree to {self.root}")
        remove(self.root.parent)
        listing = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=self.source,
            check=True,
            stdout=subprocess.PIPE,
        ).stdout
        for raw in listing.split(b"\0"):
            if not raw:
                continue
            relative = Path(raw.decode())
            origin = self.source / relative
            if not origin.is_file():
                continue  # deleted in the working tree but still in the index
            target = self.root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(origin.read_bytes())
            target.chmod(origin.stat().st_mode)

    def package_builds(self) -> list[Build]:
        """Every package under Packages/, whole."""
        return [
            Build(manifest.parent.name, manifest.parent.relative_to(self.root))
            for manifest in sorted((self.root / "Packages").glob("*/Package.swift"))
        ]

    def watched_modules(self) -> set:
        """The main modules of the packages in WATCHED_LAYERS (a package's main module is named
        after its folder), by Scripts/layers.json."""
        rules = json.loads((self.root / "Scripts" / "layers.json").read_text())
        return {
            Path(path).name
            for path, entry in rules.get("packages", {}).items()
            if entry.get("layer") in WATCHED_LAYERS
        }

    def has_package(self, name: str) -> bool:
        return (self.root / "Packages" / name / "Package.swift").is_file()

    def preview_products(self) -> list[str]:
        """The executable products of Apps/preview-runner, if that package exists."""
        package = self.root / PREVIEW_RUNNER
        if not (package / "Package.swift").is_file():
            return []
        self.resolve(PREVIEW_RUNNER)
        completed = subprocess.run(
            swift_package(
                package, self.resolved_scratch(PREVIEW_RUNNER), "describe", "--type", "json"
            ),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        if completed.returncode != 0:
            raise BuildFailed(f"cannot read {PREVIEW_RUNNER}/Package.swift:\n{completed.stderr}")
        # describe may print resolution notes before the JSON document itself.
        description = json.loads(completed.stdout[completed.stdout.index("{") :])
        return sorted(
            product["name"]
            for product in description.get("products", [])
            if "executable" in product.get("type", {})
        )

    def preview_build(self, product: str) -> Build:
        return Build(product, PREVIEW_RUNNER, product)

    def resolved_scratch(self, package: Path) -> Path:
        return self.resolved / str(package).replace("/", "_")

    def resolve(self, package: Path) -> None:
        """Resolves `package` once; later calls reuse the result."""
        scratch = self.resolved_scratch(package)
        if scratch.exists():
            return
        progress(f"resolving {package}")
        run_timed(
            swift_package(self.root / package, scratch, "resolve"),
            self.logs / f"resolve-{scratch.name}.log",
        )

    def cold_scratch(self, build: Build, name: str) -> Path:
        """A scratch path holding `build`'s resolved dependencies and nothing built."""
        self.resolve(build.package)
        return fresh_copy(self.resolved_scratch(build.package), self.scratch / name)

    def source_file(self, package: str) -> Path:
        """The first Swift source of the package's main target, the file the scenarios edit."""
        sources = sorted((self.root / "Packages" / package / "Sources" / package).rglob("*.swift"))
        if not sources:
            raise BuildFailed(f"Packages/{package}/Sources/{package} has no Swift file to edit")
        return sources[0]

    def binary(self, scratch: Path, product: str) -> Path:
        return scratch / "debug" / product
