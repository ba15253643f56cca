"""`Scripts/bench-build` on the real monorepo: cold builds, the incremental scenario and the
inner loop, each repeated and reported as medians with ratios against the full-app build.

- cold: each package under Packages/ (`swift build`, every target but tests) and each preview
  executable (`swift build --product NAME` in Apps/preview-runner), from a resolved scratch path.
- incremental: starting from a built AppPreview (and, separately, a built ItemRowPreview), touch
  one ItemFeature source and rebuild: how long, and which modules recompiled.
- inner loop: touch one ItemRowFeature source (and, separately, add code to it), rebuild
  ItemRowPreview and run it headless until it prints its first frame; the same through
  AppPreview.

Runs are interleaved (run 1 of everything, then run 2, ...) so a machine that gets busier during
the benchmark slows every row alike.
"""

import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from buildbench import (
    BuildFailed,
    markdown_table,
    median,
    module_list,
    progress,
    ratio,
    remove,
    seconds,
    swift_build,
    touch,
)
from monorepo import FULL_APP, Build, Monorepo

# Arguments that make a preview print its first frame headless without touching real data.
FIRST_FRAME_ARGUMENTS = {FULL_APP: ["--in-memory"]}
INNER_LOOP_PREVIEWS = ("ItemRowPreview", FULL_APP)
INCREMENTAL_PREVIEWS = (FULL_APP, "ItemRowPreview")
COLD_HEADER = [
    "build",
    "cold (s)",
    f"× {FULL_APP}",
    "CPU (s)",
    "modules compiled",
    "features / app / live among them",
]


FAILED_MARK = "FAILED"


@dataclass
class Row:
    """The samples of one table row; `failure` holds the log of a build that failed."""

    label: str
    times: list = field(default_factory=list)
    cpu_times: list = field(default_factory=list)
    extra_times: list = field(default_factory=list)
    modules: set = field(default_factory=set)
    watched: str = "none"
    checked: set = field(default_factory=set)
    failure: str | None = None

    @property
    def median(self) -> float | None:
        return median(self.times) if self.times else None


def watched(modules: set, names: set) -> str:
    """The modules worth naming in a table: the siblings a feature's preview must not compile,
    the app, and the live layer with its GRDB."""
    found = sorted(m for m in modules if m in names or m.startswith("GRDB"))
    return ", ".join(found) if found else "none"


def cold_builds(repo: Monorepo, builds: list[Build], runs: int) -> dict:
    """Every build cold, `runs` times; a build that fails is reported in its row and not retried,
    so one package under construction does not hide the figures of the others."""
    rows = {build.label: Row(build.label) for build in builds}
    for run in range(1, runs + 1):
        for build in builds:
            row = rows[build.label]
            if row.failure:
                continue
            progress(f"cold build of {build.label}, run {run}/{runs}")
            log = repo.logs / f"cold-{build.label}-{run}.log"
            try:
                scratch = repo.cold_scratch(build, f"cold-{build.label}")
                result = swift_build(repo.root / build.package, scratch, log, build.arguments)
            except BuildFailed as failure:
                progress(str(failure))
                row.failure = str(log)
                continue
            row.times.append(result.seconds)
            row.cpu_times.append(result.cpu_seconds)
            row.modules = result.modules
            row.watched = watched(result.modules, repo.watched_modules())
            remove(scratch)
    return rows


def cold_row(row: Row, full_app: float | None) -> list[str]:
    if row.failure:
        return [row.label, FAILED_MARK, "-", "-", "-", f"log: {row.failure}"]
    return [
        row.label,
        seconds(row.median),
        ratio(row.median, full_app),
        seconds(median(row.cpu_times)),
        str(len(row.modules)),
        row.watched,
    ]


def warm_scratch(repo: Monorepo, product: str, purpose: str):
    """A scratch path where `product` is already built, and the build of it."""
    build = repo.preview_build(product)
    scratch = repo.cold_scratch(build, f"{purpose}-{product}")
    progress(f"building {product} once before the {purpose} scenario")
    swift_build(
        repo.root / build.package,
        scratch,
        repo.logs / f"{purpose}-{product}-0.log",
        build.arguments,
    )
    return build, scratch


def incremental(repo: Monorepo, products: list[str], runs: int) -> list[Row]:
    """Touch one ItemFeature file, rebuild each product in `products`."""
    edited = repo.source_file("ItemFeature")
    rows = []
    for product in products:
        build, scratch = warm_scratch(repo, product, "incremental")
        row = Row(f"touch {edited.name} (ItemFeature), rebuild {product}")
        for run in range(1, runs + 1):
            progress(f"incremental: {row.label}, run {run}/{runs}")
            touch(edited)
            result = swift_build(
                repo.root / build.package,
                scratch,
                repo.logs / f"incremental-{product}-{run}.log",
                build.arguments,
            )
            row.times.append(result.seconds)
            row.modules |= result.modules
            row.checked |= result.checked
        rows.append(row)
    return rows


def add_private_declaration(path: Path) -> None:
    """A code change that leaves the module's interface alone: the object file changes, so the
    executable must be relinked, but no dependent needs to see it."""
    text = path.read_text()
    # A new name each time: the same file is edited again by every run and every preview.
    name = f"benchBuildCodeEdit{text.count('benchBuildCodeEdit') + 1}"
    path.write_text(f"{text}\nprivate let {name} = 1\n")


# How the inner loop changes the ItemRowFeature file: saved unchanged, or with new code.
EDITS = (
    ("touch", touch),
    ("code edit", add_private_declaration),
)


def inner_loop(repo: Monorepo, products: list[str], runs: int) -> list[Row]:
    """Change one ItemRowFeature file, rebuild a preview and run it to its first frame."""
    edited = repo.source_file("ItemRowFeature")
    rows = []
    for product in products:
        build, scratch = warm_scratch(repo, product, "inner-loop")
        for edit_name, edit in EDITS:
            row = Row(f"{edit_name}, rebuild + first frame of {product}")
            for run in range(1, runs + 1):
                progress(f"inner loop ({edit_name}) through {product}, run {run}/{runs}")
                edit(edited)
                log_name = f"inner-loop-{edit_name.replace(' ', '-')}-{product}-{run}"
                start = time.monotonic()
                result = swift_build(
                    repo.root / build.package,
                    scratch,
                    repo.logs / f"{log_name}.log",
                    build.arguments,
                )
                built = time.monotonic()
                first_frame(repo, scratch, product, log_name)
                row.times.append(time.monotonic() - start)
                row.extra_times.append(built - start)
                row.modules |= result.modules
                row.checked |= result.checked
            rows.append(row)
    return rows


def first_frame(repo: Monorepo, scratch: Path, product: str, log_name: str) -> None:
    """Runs the preview headless (stdin is not a terminal and is empty) to its first frame."""
    command = [str(repo.binary(scratch, product)), *FIRST_FRAME_ARGUMENTS.get(product, [])]
    log = repo.logs / f"first-frame-{log_name}.log"
    completed = subprocess.run(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    log.write_text(completed.stdout)
    if completed.returncode != 0 or not completed.stdout.strip():
        raise BuildFailed(
            f"`{' '.join(command)}` exited {completed.returncode} without a frame; "
            f"output: {log}"
        )


def run(repo: Monorepo, runs: int, only: list[str] | None = None) -> str:
    """Runs every scenario whose packages exist and returns the report (Markdown). With `only`,
    just the cold builds of those packages (the smoke test)."""
    repo.take_snapshot()
    if only is not None:
        builds = [b for b in repo.package_builds() if b.label in only]
        cold = cold_builds(repo, builds, runs)
        return f"### Cold builds of {', '.join(only)} (median of {runs})\n\n" + markdown_table(
            COLD_HEADER, [cold_row(row, None) for row in cold.values()]
        )
    previews = repo.preview_products()
    builds = repo.package_builds() + [repo.preview_build(p) for p in previews]
    sections = []
    missing = []

    cold = cold_builds(repo, builds, runs)
    full_app = cold[FULL_APP].median if FULL_APP in cold else None
    if FULL_APP not in cold:
        missing.append(f"{FULL_APP} (ratios against the full-app build are left out)")
    sections.append(
        f"### Cold builds (median of {runs})\n\n"
        + markdown_table(COLD_HEADER, [cold_row(row, full_app) for row in cold.values()])
    )
    if any(row.failure for row in cold.values()):
        sections.append(
            "Builds marked FAILED did not compile; scenarios that need them are skipped."
        )
        return "\n\n".join(sections)

    needed = [p for p in INCREMENTAL_PREVIEWS if p in previews]
    if repo.has_package("ItemFeature") and needed:
        rows = incremental(repo, needed, runs)
        sections.append(
            f"### Incremental: one ItemFeature file touched (median of {runs})\n\n"
            + markdown_table(
                [
                    "scenario",
                    "rebuild (s)",
                    f"× {FULL_APP} cold",
                    "modules recompiled",
                    "modules re-checked",
                ],
                [
                    [
                        r.label,
                        seconds(r.median),
                        ratio(r.median, full_app),
                        module_list(r.modules),
                        module_list(r.checked),
                    ]
                    for r in rows
                ],
            )
        )
    else:
        missing.append(
            "the incremental scenario (needs ItemFeature and AppPreview or ItemRowPreview)"
        )

    needed = [p for p in INNER_LOOP_PREVIEWS if p in previews]
    if repo.has_package("ItemRowFeature") and needed:
        rows = inner_loop(repo, needed, runs)
        edited = repo.source_file("ItemRowFeature").name

        def through_app(row: Row) -> float | None:
            # The same edit through the full app, for the side-by-side ratio.
            edit_name = row.label.split(",")[0]
            return next(
                (
                    r.median
                    for r in rows
                    if r.label == f"{edit_name}, rebuild + first frame of {FULL_APP}"
                ),
                None,
            )

        sections.append(
            f"### Inner loop: {edited} (ItemRowFeature) changed (median of {runs})\n\n"
            "touch: saved unchanged; code edit: a private declaration added, so the object "
            "file changes and the executable is relinked.\n\n"
            + markdown_table(
                [
                    "loop",
                    "rebuild (s)",
                    "rebuild + first frame (s)",
                    "× through AppPreview",
                    "goal ≤ 3 s",
                    "modules recompiled",
                    "modules re-checked",
                ],
                [
                    [
                        r.label,
                        seconds(median(r.extra_times)),
                        seconds(r.median),
                        ratio(r.median, through_app(r)),
                        "met" if r.median <= 3 else "not met",
                        module_list(r.modules),
                        module_list(r.checked),
                    ]
                    for r in rows
                ],
            )
        )
    else:
        missing.append("the inner loop (needs ItemRowFeature and ItemRowPreview or AppPreview)")

    if missing:
        sections.append("Not measured, because packages are missing: " + "; ".join(missing) + ".")
    return "\n\n".join(sections)
