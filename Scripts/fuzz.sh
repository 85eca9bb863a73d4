#!/usr/bin/env bash
# Fuzzes Trellis's input readers with libFuzzer.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Builds `trellis-fuzz` with coverage instrumentation and AddressSanitizer (in .build-fuzz/), then
# runs each TARGET (default: all) for SECONDS (default 30) on a corpus in .fuzz/TARGET/, seeded from
# the bundled site (Data/, Templates/), the fixtures, Debian's Unicode and CLDR files (emojiTest,
# cldr) and the inputs kept in Tests/Fuzz/TARGET/.
# A crash or a hang is written to .fuzz/findings/ and makes the script exit 1; to keep one as a
# regression input, fix it and copy it into Tests/Fuzz/TARGET/ (Scripts/test.sh replays those).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(emoji characters site templates layout validator image picture emojiTest cldr output staticFolder)

toolchain="$(dirname "$(readlink -f "$(type -P swift)")")/.."
fuzzer_runtime="$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)"
swift build --product trellis-fuzz --build-path .build-fuzz \
  -Xswiftc -DFUZZING -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
  -Xlinker "$fuzzer_runtime" -Xlinker -lstdc++
binary=.build-fuzz/debug/trellis-fuzz

seed() {  # seed TARGET FILE...: copies seed files into the target's corpus
  local target="$1"
  shift
  for file in "$@"; do
    [ -f "$file" ] && cp "$file" ".fuzz/$target/seed-$(basename "$(dirname "$file")")-$(basename "$file")"
  done
  return 0
}

# Targets run two at a time (FUZZ_LANES), each on a core of its own; each one's report is printed
# when all are done, in order.
lanes="${FUZZ_LANES:-2}"
fuzz() {  # fuzz TARGET: its report into .fuzz/TARGET.report, and .fuzz/TARGET.failed if it failed
  local target="$1"
  {
    echo "== $target: ${seconds} s"
    # A hang is an input still running after 120 s: on a busy 2-core machine, AddressSanitizer took
    # over 30 s on the project's own largest seed, which the former 30 s limit reported as a hang.
    if ! "$binary" "$target" ".fuzz/$target" -max_total_time="$seconds" -timeout=120 -rss_limit_mb=4096 \
      -artifact_prefix=".fuzz/findings/$target-" -print_final_stats=1 2>".fuzz/$target.log"; then
      touch ".fuzz/$target.failed"
      grep -E "^==.*ERROR|^SUMMARY|Test unit written|ALARM|timeout" ".fuzz/$target.log" | head -8 || true
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" ".fuzz/$target.log" | tr '\n' ' ' || true
    echo
  } >".fuzz/$target.report"
}

mkdir -p .fuzz/findings
for target in "${targets[@]}"; do
  mkdir -p ".fuzz/$target"
  rm -f ".fuzz/$target.failed"
  case "$target" in
    emoji) seed emoji Data/emoji.json Tests/Fixtures/site/emoji.json ;;
    characters) seed characters Data/characters.json Tests/Fixtures/site/characters.json ;;
    site) seed site Data/site.json Tests/Fixtures/site/site.json ;;
    templates) seed templates Templates/*.mustache ;;
    layout) seed layout Tests/Fixtures/layouts/*.json ;;
    validator)  # the fixture site's pages, built by the debug binary when there is one
      if [ -x .build/debug/trellis ] && [ ! -d .fuzz/site-pages ]; then
        .build/debug/trellis build --site Tests/Fixtures/site --output .fuzz/site-pages >/dev/null 2>&1 || true
      fi
      seed validator .fuzz/site-pages/*.html ;;
    image) seed image Data/images/* Tests/Fixtures/site/images/* ;;
    picture)  # the fixture's pictures, good and bad, each led by the byte that picks its extension
      for file in Tests/Fixtures/pictures/images/*; do
        case "$file" in
          *.jpg) first='\x00' ;; *.png) first='\x01' ;; *.gif) first='\x02' ;; *.webp) first='\x03' ;; *) continue ;;
        esac
        { printf "$first"; cat "$file"; } >".fuzz/picture/seed-$(basename "$file")"
      done ;;
    emojiTest)  # Unicode's list is large: its start, a group from its middle, its end (as slices)
      list=/usr/share/unicode/emoji/emoji-test.txt
      if [ -f "$list" ]; then
        head -n 120 "$list" >.fuzz/emojiTest/seed-slice-start.txt
        sed -n '/^# group: Animals & Nature/,/^# subgroup: animal-bird/p' "$list" >.fuzz/emojiTest/seed-slice-animals.txt
        # 60 lines from the Flags group on, in one process: `sed | head` under pipefail failed the
        # script whenever head closed the pipe before sed was done (SIGPIPE).
        awk '/^# group: Flags/ { on = 1 } on && shown++ < 60' "$list" >.fuzz/emojiTest/seed-slice-flags.txt
      fi
      seed emojiTest Tests/Fixtures/import/emoji-test.txt ;;
    cldr)  # English's annotations whole, and (small inputs run faster) slices of them
      cldr=/usr/share/unicode/cldr/common
      if [ -f "$cldr/annotations/en.xml" ]; then
        head -n 60 "$cldr/annotations/en.xml" >.fuzz/cldr/seed-slice-start.xml
        sed -n '1000,1060p' "$cldr/annotations/en.xml" >.fuzz/cldr/seed-slice-middle.xml
      fi
      [ -f "$cldr/annotationsDerived/en.xml" ] && head -n 60 "$cldr/annotationsDerived/en.xml" >.fuzz/cldr/seed-slice-derived.xml
      seed cldr "$cldr/annotations/en.xml" Tests/Fixtures/import/annotations.xml ;;
  esac
  [ -d "Tests/Fuzz/$target" ] && cp Tests/Fuzz/"$target"/* ".fuzz/$target/" 2>/dev/null || true
  fuzz "$target" &
  while (($(jobs -rp | wc -l) >= lanes)); do wait -n || true; done
done
wait || true
failed=0
for target in "${targets[@]}"; do
  cat ".fuzz/$target.report"
  [ -f ".fuzz/$target.failed" ] && failed=1
done
exit "$failed"
