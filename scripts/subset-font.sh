#!/usr/bin/env bash
# Regenerates client/public/fonts/inter-subset.woff2, the site's only web font, from the variable
# Inter of @fontsource-variable/inter (its latin file). Committed, so builds never need this; run it
# after upgrading that package. Needs fontTools: `apt-get install -y python3-fonttools python3-brotli`.
#
# Why a subset (docs/performance-log.md, section 5): the page's first paint waits for the font
# (preload + font-display: optional, so the font never swaps in later and shifts the layout), so
# every byte counts. Kept: the weight axis from 400 to 700 (the site uses 400-600; 700 for
# <strong>), Basic Latin, Latin-1 (accented names) and the usual punctuation, and tabular figures
# (tnum). Dropped: the thin/black ends of the axis and the stylistic sets. 48 KB -> 28 KB.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=client/public/fonts/inter-subset.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m fontTools.varLib.instancer "$src" wght=400:700 -o "$tmp/inter.ttf"
python3 -m fontTools.subset "$tmp/inter.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122' \
  --layout-features+=tnum --flavor=woff2 --output-file="$out"
ls -l "$out"
