# bash completion for cvmill (installed as share/bash-completion/completions/cvmill).
# To update: edit the option lists below to match `cvmill --help` (tests/completion_test.sh
# fails when the two disagree).
_cvmill() {
  local cur prev commands opts
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}
  commands="parse merge diff rules --help --version"
  if [ "$COMP_CWORD" -eq 1 ]; then
    mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur")
    return
  fi
  case ${COMP_WORDS[1]} in
    parse) opts="-o --out --out-tree --force --jsonl --errors-inline --files-from --no-meta --meta= -j --jobs -q --quiet
                 --verbose --rules --max-bytes --max-pages --max-chars --timeout --max-memory --no-workers --merge --order
                 --dump-layout --explain -h --help -V --version" ;;
    merge) opts="-o --out --force --jsonl --order --files-from --no-meta --meta= -j --jobs -q --quiet --verbose --rules
                 --max-bytes --max-pages --max-chars --timeout --max-memory --no-workers -h --help" ;;
    diff)  opts="--json --timeout --max-memory --max-chars --no-workers --help" ;;
    rules) opts="--dump --help" ;;
    *) return ;;
  esac
  # Options that take a value: a directory, a number, or one of a few words.
  case $prev in
    --out|-o|--rules) mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
    --files-from) mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
    --order) mapfile -t COMPREPLY < <(compgen -W "latest-date given" -- "$cur"); return ;;
    --jobs|-j|--max-bytes|--max-pages|--max-chars|--timeout|--max-memory) return ;;
  esac
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    compopt -o filenames 2>/dev/null
  fi
}
complete -F _cvmill cvmill
