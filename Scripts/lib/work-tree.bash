# shellcheck shell=bash
# What the scripts that work on the repository's packages share. Sourced.

# Copies every file git sees in the work tree at $1 (tracked, and untracked but not ignored, as
# Scripts/lint chooses them) into the folder $2, which is created. Links are copied as links, by
# tar, which GNU and BSD both have; a file deleted in the work tree but still in the index is
# left out.
copy_work_tree() { # source, destination
  mkdir -p "$2" || return
  (
    cd "$1" || exit
    git ls-files -z --cached --others --exclude-standard |
      while IFS= read -r -d '' file; do
        if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
      done |
      tar --null -T - -cf - | tar -C "$2" -xf -
  )
}

# Whether the package folder name $1 is one of the names in the array `only` (the scripts'
# repeatable --only NAME), or `only` is empty.
wanted() { # package folder name
  [ ${#only[@]} -eq 0 ] && return 0
  local name
  for name in "${only[@]}"; do [ "$name" = "$1" ] && return 0; done
  return 1
}
