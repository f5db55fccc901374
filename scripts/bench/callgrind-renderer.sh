#!/bin/sh
# Chromium's --renderer-cmd-prefix for the instruction count (instructions.ts): the first renderer started after the
# bench has created "$CG_DIR/flag" (the one the measured navigation starts) runs under Valgrind's callgrind, every
# other renderer runs as usual.
if [ -n "$CG_DIR" ] && [ -e "$CG_DIR/flag" ]; then
  rm -f "$CG_DIR/flag"
  echo "$$" > "$CG_DIR/pid"
  exec valgrind --tool=callgrind --separate-threads=yes --smc-check=all-non-file --dump-instr=no \
    --callgrind-out-file="$CG_DIR/callgrind.%p" --log-file="$CG_DIR/valgrind.%p.log" "$@"
fi
exec "$@"
