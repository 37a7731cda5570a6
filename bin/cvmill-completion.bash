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
    parse) opts="--out --jsonl --jobs --rules --max-bytes --max-pages --merge --order --dump-layout --help" ;;
    merge) opts="--out --jsonl --order --jobs --rules --max-bytes --max-pages --help" ;;
    diff)  opts="--json --help" ;;
    rules) opts="--dump --help" ;;
    *) return ;;
  esac
  # Options that take a value: a directory, a number, or one of a few words.
  case $prev in
    --out|--rules) mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
    --order) mapfile -t COMPREPLY < <(compgen -W "latest-date given" -- "$cur"); return ;;
    --jobs|--max-bytes|--max-pages) return ;;
  esac
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    compopt -o filenames 2>/dev/null
  fi
}
complete -F _cvmill cvmill
