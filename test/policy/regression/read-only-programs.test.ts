// Issue 18, class 1: "read-only" programs whose options, configuration or program text run code or
// read files the command line does not name. Each attack beside the everyday use that stays allowed.
import { regressionTable, regressionWorld } from "./support";

const rw = regressionWorld((world) => {
  world.file("a.json", '{"name": "x"}\n');
  world.file("list", "src/a.ts\n");
});

regressionTable("man runs what its configuration and page files name", rw, [
  {
    cmd: "man -C /dev/stdin -l README.md <<< 'DEFINE nroff id'",
    default: "deny",
    scoped: "deny",
    why: /man-db configuration file/,
  },
  { cmd: "man -C cfg git", default: "deny", scoped: "deny", why: /names the programs man runs/ },
  { cmd: "man --config-file=cfg git", default: "deny", scoped: "deny" },
  { cmd: "man --conf=cfg git", default: "deny", scoped: "deny", why: /man-db configuration/ },
  { cmd: "man -l README.md", default: "deny", scoped: "deny", why: /\.so/ },
  { cmd: "man ./docs/guide.md", default: "deny", scoped: "deny", why: /page file/ },
  { cmd: "man -P 'sh -c id' git", default: "deny", scoped: "deny", why: /pager/ },
  { cmd: "man -H git", default: "deny", scoped: "deny", why: /browser/ },
  { cmd: "man -M ./docs git", default: "deny", scoped: "deny", why: /another directory/ },
  { cmd: "man -p tr git", default: "deny", scoped: "deny", why: /preprocessor/ },
  { cmd: "man -X git", default: "deny", scoped: "deny", why: /viewer/ },
  { cmd: "man git-log", default: "allow", scoped: "allow" },
  { cmd: "man -k grep", default: "allow", scoped: "allow" },
  { cmd: "man 5 crontab", default: "allow", scoped: "allow" },
]);

regressionTable("pagers and programs that run helpers", rw, [
  { cmd: "less README.md", default: "deny", scoped: "deny" },
  { cmd: "LESSOPEN='|id %s' less README.md", default: "deny", scoped: "deny", why: /LESSOPEN/ },
  { cmd: "more README.md", default: "deny", scoped: "deny" },
  { cmd: "rg --pre ./x.sh foo src", default: "deny", scoped: "deny", why: /preprocessor/ },
  { cmd: "rg --pre-glob '*' foo src", default: "deny", scoped: "deny" },
  { cmd: "rg --hostname-bin ./x foo src", default: "deny", scoped: "deny" },
  { cmd: "sort --compress-program=./x README.md", default: "deny", scoped: "deny", why: /compress/ },
  { cmd: "sort --compress=./x README.md", default: "deny", scoped: "deny" },
  { cmd: "sort -u README.md", default: "allow", scoped: "allow" },
  { cmd: "tar --use-compress-program=./x -tf a.tar", default: "deny", scoped: "deny" },
  { cmd: "tar -I ./x -tf a.tar", default: "deny", scoped: "deny" },
  { cmd: "tar -tf a.tar --to-command=id", default: "deny", scoped: "deny" },
  { cmd: "tar --checkpoint=1 --checkpoint-action=exec=id -tf a.tar", default: "deny", scoped: "deny" },
  { cmd: "tar -tzf a.tgz", default: "allow", scoped: "allow" },
  { cmd: "xxd README.md /tmp/out", default: "deny", scoped: "deny" },
  { cmd: "xxd README.md", default: "allow", scoped: "allow" },
  { cmd: "file -f list", default: "deny", scoped: "deny", why: /names of the files/ },
  { cmd: "file -C -m magic", default: "deny", scoped: "deny" },
  { cmd: "file README.md", default: "allow", scoped: "allow" },
  { cmd: "strings @list", default: "deny", scoped: "deny", why: /response file/ },
  { cmd: "strings README.md", default: "allow", scoped: "allow" },
  { cmd: "tree -R -L 1 -H . -o index.html", default: "deny", scoped: "deny" },
  { cmd: "tree src", default: "allow", scoped: "allow" },
  { cmd: "date -f .env", default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: "find . -exec id ';'", default: "deny", scoped: "deny" },
  { cmd: "find -files0-from list", default: "deny", scoped: "deny", why: /names of the files/ },
  { cmd: "find src -name '*.ts'", default: "allow", scoped: "allow" },
  { cmd: "sed -n '1e id' README.md", default: "deny", scoped: "deny" },
  { cmd: "sed -n '1,5p' README.md", default: "allow", scoped: "allow" },
]);

regressionTable("git's options, configuration and helpers", rw, [
  { cmd: "git log --output=/tmp/x", default: "deny", scoped: "deny", why: /--output/ },
  { cmd: "git log -p --ext-diff", default: "deny", scoped: "deny", why: /external diff/ },
  { cmd: "git show --textconv HEAD", default: "deny", scoped: "deny" },
  { cmd: "git grep --open-files-in-pager foo", default: "deny", scoped: "deny" },
  { cmd: "git grep -O foo", default: "deny", scoped: "deny" },
  { cmd: "git -c core.pager=id log", default: "deny", scoped: "deny" },
  { cmd: "git -p log", default: "deny", scoped: "deny" },
  { cmd: "git lg", default: "deny", scoped: "deny", why: /alias/ },
  { cmd: "git config --list", default: "deny", scoped: "deny", why: /credentials/ },
  { cmd: "git config --get-regexp '.*'", default: "deny", scoped: "deny" },
  { cmd: "git config --get http.https://github.com/.extraheader", default: "deny", scoped: "deny" },
  { cmd: "git config --get credential.helper", default: "deny", scoped: "deny" },
  { cmd: "git config -e", default: "deny", scoped: "deny" },
  { cmd: "git config core.pager id", default: "deny", scoped: "deny" },
  { cmd: "git diff --no-ext-diff", default: "allow", scoped: "allow" },
  { cmd: "git log --oneline -5", default: "allow", scoped: "allow" },
]);

regressionTable("program text that runs commands or reads other files", rw, [
  { cmd: `awk '{system("id")}' README.md`, default: "deny", scoped: "deny", why: /system/ },
  { cmd: `awk '{print | "sh"}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `awk '{print > "/tmp/x"}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `awk '{printf("%s", $0) >> "out"}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `awk '{"id" | getline x; print x}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `awk '{getline line < ".env"; print line}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `awk 'BEGIN{ARGV[1]=".env"; ARGC=2} {print}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `gawk '@load "filefuncs"; {print}' README.md`, default: "deny", scoped: "deny" },
  { cmd: `gawk -l filefuncs '{print}' README.md`, default: "deny", scoped: "deny" },
  { cmd: "awk -f prog.awk README.md", default: "deny", scoped: "deny" },
  { cmd: `awk '{print $1}' .env`, default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: `jq 'import "cfg" as $c; .' a.json`, default: "deny", scoped: "deny", why: /import/ },
  { cmd: "jq -f filter.jq a.json", default: "deny", scoped: "deny" },
  { cmd: "jq --rawfile k .env -n '$k'", default: "deny", scoped: "deny", why: /secret-like/ },
  { cmd: "jq .name a.json", default: "allow", scoped: "allow" },
  { cmd: "env -S 'id'", default: "deny", scoped: "deny" },
  { cmd: "env wget x", default: "deny", scoped: "deny" },
]);
