# The name `Scripts/preview` takes for a preview executable: the product's name without
# "Preview", in kebab case (ItemRowPreview is item-row). Sourced by Scripts/preview and
# Scripts/new-feature, so a scaffolded preview answers to the name the scaffold prints.
preview_name() {
  local stem=${1%Preview}
  sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$stem" | tr '[:upper:]' '[:lower:]'
}
