#!/usr/bin/env bash
# Makes server/fonts/Inter-*.ttf, the PDFs' typeface (server/pdf-fonts.ts), from the full Inter in node_modules:
# Latin, the punctuation and symbols copy uses, kerning only. Needs fontTools (Debian: apt-get install python3-fonttools).
# After a change to the characters kept, the content check (app/content/check.server.ts) follows the new files.
set -euo pipefail
cd "$(dirname "$0")/.."
unicodes="U+0020-007E,U+00A0-017F,U+0192,U+02C6,U+02DC,U+2010-2027,U+2030-203A,U+2044,U+20AC,U+2116,U+2122,U+2190-2193,U+2212,U+2248,U+2260,U+2264,U+2265,U+2713,U+2714,U+2022,U+25CF"
for weight in 400Regular 700Bold; do
  /usr/bin/python3 -m fontTools.subset "node_modules/@expo-google-fonts/inter/$weight/Inter_$weight.ttf" \
    --unicodes="$unicodes" --layout-features=kern --no-hinting --desubroutinize \
    --output-file="server/fonts/Inter-$weight.ttf"
done
cp node_modules/@expo-google-fonts/inter/LICENSE_FONT server/fonts/OFL.txt
