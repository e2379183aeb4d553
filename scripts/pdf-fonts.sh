#!/usr/bin/env bash
# Makes pdf/fonts/*.ttf, the PDFs' typefaces (pdf/typefaces.ts), from the full faces in node_modules:
# - Inter: Latin, the punctuation and symbols copy uses, kerning only; and apart, Vietnamese, Greek and Cyrillic;
# - Noto Sans Arabic and Noto Sans Hebrew, for a buyer's name in those scripts on a quote (issue 47): their blocks,
#   with every layout feature (Arabic letters join by them).
# pdfkit then embeds only the glyphs each document uses. Needs fontTools (Debian: apt-get install python3-fonttools).
# After a change to the characters kept, the content check (app/content/check.server.ts) follows the new files.
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=node_modules/@expo-google-fonts
latin="U+0020-007E,U+00A0-017F,U+0192,U+02C6,U+02DC,U+2010-2027,U+2030-203A,U+2044,U+20AC,U+2116,U+2122,U+2190-2193,U+2212,U+2248,U+2260,U+2264,U+2265,U+2713,U+2714,U+2022,U+25CF"
# The rest of Inter's Latin (Vietnamese included), Greek and Cyrillic: a face of its own, loaded only for a name that
# needs it, so the quotes without one keep the small face's speed (the widened face tripled a quote's layout time).
extended="U+0020,U+0180-024F,U+0259,U+02BB-02BC,U+0300-0323,U+0370-03FF,U+0400-045F,U+0490-04FF,U+1E00-1EFF,U+20AB,U+20B4,U+20BD"
for weight in 400Regular 700Bold; do
  /usr/bin/python3 -m fontTools.subset "$fonts/inter/$weight/Inter_$weight.ttf" \
    --unicodes="$latin" --layout-features=kern --no-hinting --desubroutinize \
    --output-file="pdf/fonts/Inter-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$fonts/inter/$weight/Inter_$weight.ttf" \
    --unicodes="$extended" --layout-features=kern,mark,mkmk,ccmp --no-hinting --desubroutinize \
    --output-file="pdf/fonts/InterExtended-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$fonts/noto-sans-arabic/$weight/NotoSansArabic_$weight.ttf" \
    --unicodes="U+0020,U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF,U+200C-200D" --layout-features='*' --no-hinting \
    --output-file="pdf/fonts/NotoSansArabic-$weight.ttf"
  /usr/bin/python3 -m fontTools.subset "$fonts/noto-sans-hebrew/$weight/NotoSansHebrew_$weight.ttf" \
    --unicodes="U+0020,U+0590-05FF,U+FB1D-FB4F" --layout-features='*' --no-hinting \
    --output-file="pdf/fonts/NotoSansHebrew-$weight.ttf"
done
cp "$fonts/inter/LICENSE_FONT" pdf/fonts/OFL.txt
cp "$fonts/noto-sans-arabic/LICENSE_FONT" pdf/fonts/OFL-Noto.txt
