#!/usr/bin/env bash
# Puts Node.js 24 (the version in .nvmrc) first on PATH.
# The machines we build on ship an end-of-life Node 20, so when the Node on PATH is older than 24
# we install the `node` package from the npm registry into ./.node (git-ignored) and use that.
#   source scripts/ensure-node.sh        -> PATH updated in the calling shell
#   bash scripts/ensure-node.sh CMD ...  -> runs CMD under Node 24
_ensure_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ensure_node_want="$(tr -d ' \nv' < "$_ensure_node_root/.nvmrc")"
_ensure_node_dir="$_ensure_node_root/.node"
_ensure_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$_ensure_node_major" -lt 24 ]; then
  _ensure_node_bin="$_ensure_node_dir/node_modules/.bin"
  if [ "$("$_ensure_node_bin/node" --version 2>/dev/null)" != "v$_ensure_node_want" ]; then
    echo "ensure-node: installing node@$_ensure_node_want into .node/ (system node is $(node --version 2>/dev/null || echo missing))" >&2
    mkdir -p "$_ensure_node_dir"
    [ -f "$_ensure_node_dir/package.json" ] || echo '{"private":true}' > "$_ensure_node_dir/package.json"
    npm install --prefix "$_ensure_node_dir" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node@$_ensure_node_want" >&2 || { echo "ensure-node: install failed" >&2; exit 1; }
  fi
  export PATH="$_ensure_node_bin:$PATH"
fi

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "$#" -gt 0 ]; then
  exec "$@"
fi
