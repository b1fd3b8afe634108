#!/usr/bin/env bash
# Start-up benchmark: median wall time from process start to the port line of the packaged plugin
# (provider/target/plugin/pulumi-resource-vkcs-gpu), next to the median of `java -version`, N runs each
# (default 10), in the same run. Build first: mvn -B -ntp -pl provider -am package -DskipTests
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
plugin="target/plugin/pulumi-resource-vkcs-gpu"
[ -x "$plugin" ] || { echo "build the plugin first: $plugin is missing" >&2; exit 1; }

now_ms() { date +%s%3N; }
median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

java_times=(); plugin_times=()
for _ in $(seq "$runs"); do
  t0=$(now_ms); java -version >/dev/null 2>&1; t1=$(now_ms)
  java_times+=($((t1 - t0)))

  fifo=$(mktemp -u); mkfifo "$fifo"
  t0=$(now_ms)
  "$plugin" 127.0.0.1:1 >"$fifo" 2>/dev/null &
  pid=$!
  read -r port <"$fifo"
  t1=$(now_ms)
  kill -TERM "$pid"; wait "$pid" 2>/dev/null || true; rm -f "$fifo"
  [[ "$port" =~ ^[0-9]+$ ]] || { echo "bad port line: $port" >&2; exit 1; }
  plugin_times+=($((t1 - t0)))
done
java_median=$(printf '%s\n' "${java_times[@]}" | median)
plugin_median=$(printf '%s\n' "${plugin_times[@]}" | median)
echo "plugin ${plugin_median} ms vs java -version ${java_median} ms: $(awk -v p="$plugin_median" -v j="$java_median" 'BEGIN {printf "%.1f", p / j}')x (plugin runs: ${plugin_times[*]})"
