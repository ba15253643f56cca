"""`Scripts/bench-build --assert-isolation`: the structural promises of SPEC section 8, checked
on real builds, each failing with what broke it.

(a) A clean build of ItemRowPreview compiles no module of ItemFeature, InventoryFeature,
    AppFeature, ApiClientLive or GRDB.
(b) After touching one ItemFeature file, and again after adding a public declaration to it (so
    its interface changes and dependents must be reconsidered), rebuilding AppPreview recompiles
    (and even re-checks, see buildbench) only ItemFeature, AppFeature and AppPreview modules.
(c) With a syntax error in a copy of the monorepo's InventoryFeature, ItemRowPreview still builds
    there from clean.

Each check is skipped, saying why, while the packages it needs do not exist yet. Every check also
verifies its own premise (the build did compile ItemRowFeature, the edited module was recompiled,
the injected error really does not parse), so it cannot pass by measuring nothing.
"""

import subprocess
from dataclasses import dataclass
from pathlib import Path

from buildbench import BuildFailed, module_list, progress, swift_build, touch
from monorepo import FULL_APP, Monorepo

ITEM_ROW_PREVIEW = "ItemRowPreview"
SIBLINGS_OF_ITEM_ROW = ("ItemFeature", "InventoryFeature", "AppFeature", "ApiClientLive")
ALLOWED_AFTER_ITEM_FEATURE_EDIT = {"ItemFeature", "AppFeature", FULL_APP}
INTERFACE_EDIT = (
    "\n/// Added by Scripts/bench-build --assert-isolation to change the module's interface.\n"
    "public let benchBuildInterfaceEdit = 1\n"
)
SYNTAX_ERROR = "\nfunc benchBuildSyntaxError( {\n"


@dataclass
class Outcome:
    name: str
    status: str  # "passed", "FAILED" or "skipped"
    detail: str


def forbidden_in_item_row(modules: set) -> set:
    return {m for m in modules if m in SIBLINGS_OF_ITEM_ROW or m.startswith("GRDB")}


def check_clean_item_row_build(repo: Monorepo, previews: list[str]) -> Outcome:
    name = "(a) clean ItemRowPreview build compiles no sibling feature, app or live module"
    if ITEM_ROW_PREVIEW not in previews:
        return Outcome(
            name, "skipped", f"{ITEM_ROW_PREVIEW} does not exist yet in Apps/preview-runner"
        )
    build = repo.preview_build(ITEM_ROW_PREVIEW)
    progress(f"(a) clean build of {ITEM_ROW_PREVIEW}")
    scratch = repo.cold_scratch(build, "isolation-a")
    result = swift_build(
        repo.root / build.package, scratch, repo.logs / "isolation-a.log", build.arguments
    )
    if "ItemRowFeature" not in result.modules:
        return Outcome(
            name,
            "FAILED",
            "the log shows no ItemRowFeature compile job, so it cannot "
            f"be read for modules: {result.log_path}",
        )
    forbidden = forbidden_in_item_row(result.modules)
    if forbidden:
        return Outcome(
            name,
            "FAILED",
            f"it compiled {module_list(forbidden)}; every module "
            f"compiled: {module_list(result.modules)}",
        )
    return Outcome(name, "passed", f"{len(result.modules)} modules: {module_list(result.modules)}")


def check_item_feature_edit(repo: Monorepo, previews: list[str]) -> Outcome:
    name = (
        "(b) after an ItemFeature edit, AppPreview recompiles only ItemFeature, AppFeature, "
        "AppPreview"
    )
    if FULL_APP not in previews or not repo.has_package("ItemFeature"):
        return Outcome(name, "skipped", f"needs Packages/ItemFeature and {FULL_APP}")
    build = repo.preview_build(FULL_APP)
    progress(f"(b) building {FULL_APP} once")
    scratch = repo.cold_scratch(build, "isolation-b")
    swift_build(
        repo.root / build.package, scratch, repo.logs / "isolation-b-0.log", build.arguments
    )
    edited = repo.source_file("ItemFeature")
    details = []
    for label, edit in (("touched", touch), ("public declaration added", add_public_declaration)):
        progress(f"(b) {edited.name} {label}: rebuilding {FULL_APP}")
        edit(edited)
        result = swift_build(
            repo.root / build.package,
            scratch,
            repo.logs / f"isolation-b-{label.split()[0]}.log",
            build.arguments,
        )
        # Re-checked modules count too: SwiftPM re-ran their build because they depend on
        # ItemFeature, even if the driver then found nothing to recompile in them.
        extra = (result.modules | result.checked) - ALLOWED_AFTER_ITEM_FEATURE_EDIT
        if "ItemFeature" not in result.modules:
            return Outcome(
                name,
                "FAILED",
                f"{label}: ItemFeature was not recompiled, so the edit "
                f"was not seen: {result.log_path}",
            )
        if extra:
            return Outcome(
                name,
                "FAILED",
                f"{label}: also recompiled or re-checked "
                f"{module_list(extra)} ({result.log_path})",
            )
        details.append(
            f"{label}: recompiled {module_list(result.modules)}, re-checked "
            f"{module_list(result.checked)}, in {result.seconds:.1f} s"
        )
    return Outcome(name, "passed", "; ".join(details))


def add_public_declaration(path: Path) -> None:
    path.write_text(path.read_text() + INTERFACE_EDIT)


def check_broken_sibling(source: Path, work: Path, previews: list[str]) -> Outcome:
    name = "(c) ItemRowPreview builds while InventoryFeature does not compile"
    copy = Monorepo(source, work, "monorepo-broken-inventory")
    copy.take_snapshot()
    if ITEM_ROW_PREVIEW not in previews or not copy.has_package("InventoryFeature"):
        return Outcome(name, "skipped", f"needs Packages/InventoryFeature and {ITEM_ROW_PREVIEW}")
    broken = copy.source_file("InventoryFeature")
    broken.write_text(broken.read_text() + SYNTAX_ERROR)
    parse = subprocess.run(
        ["swiftc", "-parse", str(broken)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    if parse.returncode == 0:
        return Outcome(name, "FAILED", f"the injected error still parses: {broken}")
    build = copy.preview_build(ITEM_ROW_PREVIEW)
    progress(f"(c) clean build of {ITEM_ROW_PREVIEW} with {broken.name} broken")
    scratch = copy.cold_scratch(build, "isolation-c")
    try:
        result = swift_build(
            copy.root / build.package, scratch, copy.logs / "isolation-c.log", build.arguments
        )
    except BuildFailed as failure:
        return Outcome(name, "FAILED", str(failure))
    return Outcome(
        name,
        "passed",
        f"built in {result.seconds:.1f} s with "
        f"{broken.relative_to(copy.root)} ending in a syntax error",
    )


def run(source: Path, work: Path) -> list[Outcome]:
    repo = Monorepo(source, work, "monorepo-isolation")
    repo.take_snapshot()
    previews = repo.preview_products()
    outcomes = []
    for check in (check_clean_item_row_build, check_item_feature_edit):
        try:
            outcomes.append(check(repo, previews))
        except BuildFailed as failure:
            outcomes.append(Outcome(check.__name__, "FAILED", str(failure)))
    try:
        outcomes.append(check_broken_sibling(source, work, previews))
    except BuildFailed as failure:
        outcomes.append(Outcome("(c) broken sibling", "FAILED", str(failure)))
    return outcomes
