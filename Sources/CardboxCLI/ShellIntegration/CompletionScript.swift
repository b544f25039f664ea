/// Shell completion for `cardbox`, generated from the command tree: subcommands at every level, each command's
/// options, and file names where a command takes arguments.
///
/// Each script finds the command being typed by walking the words so far: options are skipped, and a word extends the
/// path while the longer path is a command. So completion follows the tree exactly, options and all.
enum CompletionScript {
    /// The shells scripts are written for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, root: Command) -> String {
        let paths = CommandPaths(root: root)
        switch shell {
        case .bash: return bash(paths)
        case .zsh: return zsh(paths)
        case .fish: return fish(paths)
        }
    }

    /// A word quoted for any of the three shells (single quotes; a quote inside closes, escapes and reopens).
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    private static func knownPaths(_ paths: CommandPaths) -> String {
        paths.entries.dropFirst().map { quoted($0.key) }.joined(separator: "|")
    }

    private static func bash(_ paths: CommandPaths) -> String {
        let cases = paths.entries.map { entry in
            let words =
                entry.command.subcommands.map(\.name) + CommandPaths.optionWords(entry)
                + (entry.path.isEmpty ? ["--version"] : [])
            return "        \(quoted(entry.key))) words=\(quoted(words.joined(separator: " "))) ;;"
        }
        return """
            # bash completion for cardbox. Load it with: source <(cardbox completion bash)
            _cardbox() {
                local cur=${COMP_WORDS[COMP_CWORD]} path="" next word words i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    [[ $word == -* ]] && continue
                    next=${path:+$path }$word
                    case "$next" in
                        \(knownPaths(paths))) path=$next ;;
                        *) break ;;
                    esac
                done
                case "$path" in
            \(cases.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$(printf '%s\\n' $words | grep -v '^-')" -- "$cur"))
                fi
            }
            complete -o default -o bashdefault -F _cardbox cardbox

            """
    }

    private static func zsh(_ paths: CommandPaths) -> String {
        let cases = paths.entries.map { entry in
            let subcommands = entry.command.subcommands.map { quoted("\($0.name):\($0.spec.abstract)") }
            let options = entry.options.flatMap { option in
                let help = "[" + option.help.replacing("[", with: "(").replacing("]", with: ")") + "]"
                return [quoted("--\(option.long)" + help)] + (option.short.map { [quoted("-\($0)" + help)] } ?? [])
            }
            return "        \(quoted(entry.key))) subcommands=(\(subcommands.joined(separator: " "))); "
                + "options=(\(options.joined(separator: " "))) ;;"
        }
        return """
            #compdef cardbox
            # zsh completion for cardbox. Load it after compinit with: source <(cardbox completion zsh)
            # or save it as _cardbox in a folder of $fpath.
            _cardbox() {
                local cmdpath="" next word i
                local -a subcommands options
                for (( i = 2; i < CURRENT; i++ )); do
                    word=${words[i]}
                    [[ $word == -* ]] && continue
                    next=${cmdpath:+$cmdpath }$word
                    case "$next" in
                        (\(knownPaths(paths))) cmdpath=$next ;;
                        (*) break ;;
                    esac
                done
                case "$cmdpath" in
            \(cases.joined(separator: "\n"))
                esac
                if [[ ${words[CURRENT]} == -* ]]; then
                    _values 'option' $options
                elif (( ${#subcommands} )); then
                    _describe 'command' subcommands
                else
                    _files
                fi
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _cardbox "$@"
            else
                compdef _cardbox cardbox
            fi

            """
    }

    private static func fish(_ paths: CommandPaths) -> String {
        var lines = [
            "# fish completion for cardbox. Load it with: cardbox completion fish | source",
            "set -g __cardbox_commands " + paths.entries.dropFirst().map { fishQuoted($0.key) }.joined(separator: " "),
            """
            function __cardbox_path
                set -l path
                for token in (commandline -opc)[2..-1]
                    string match -q -- '-*' $token; and continue
                    set -l next (string join ' ' $path $token)
                    contains -- $next $__cardbox_commands; or break
                    set path $path $token
                end
                string join ' ' $path
            end
            """,
        ]
        for entry in paths.entries {
            let condition = "-n " + fishQuoted("test \"$(__cardbox_path)\" = \(fishQuoted(entry.key))")
            for subcommand in entry.command.subcommands {
                lines.append(
                    "complete -c cardbox -f \(condition) -a \(fishQuoted(subcommand.name)) -d \(fishQuoted(subcommand.spec.abstract))"
                )
            }
            for option in entry.options {
                var line = "complete -c cardbox \(condition) -l \(fishQuoted(option.long))"
                if let short = option.short { line += " -s \(fishQuoted(String(short)))" }
                if option.valueName != nil { line += " -r" }
                lines.append(line + " -d \(fishQuoted(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
