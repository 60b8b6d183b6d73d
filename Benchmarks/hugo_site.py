"""Writes the Hugo equivalent of a FitToday site from a FitToday database, for side-by-side builds.

Same content: one page per exercise, one page per session, the history paginated 20 per page, and
one today page. Usage: python3 hugo_site.py DATABASE OUTPUT_FOLDER
"""
import os
import shutil
import sqlite3
import sys

CONFIG = """baseURL = "/"
languageCode = "pt-br"
title = "FitToday (Hugo)"
paginate = 20
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
relativeURLs = true
uglyURLs = false
"""

LAYOUTS = {
    "_default/baseof.html": """<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><nav><a href="{{ relURL "" }}">Hoje</a> <a href="{{ relURL "history/" }}">Histórico</a> <a href="{{ relURL "exercises/" }}">Biblioteca</a></nav>
<main>{{ block "main" . }}{{ end }}</main></body></html>""",
    "_default/single.html": """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ with .Params.status }}<p>{{ . }} · {{ $.Params.duration }} min · {{ $.Params.volume }} kg</p>{{ end }}
{{ with .Params.group }}<p>{{ . }} · {{ $.Params.equipment }} · {{ $.Params.level }}</p>{{ end }}
{{ .Content }}{{ end }}""",
    "_default/list.html": """{{ define "main" }}<h1>{{ .Title }}</h1><ol>
{{ $pager := .Paginate .Pages.ByDate.Reverse }}{{ range $pager.Pages }}<li><a href="{{ .RelPermalink }}">{{ .Date.Format "2006-01-02" }} {{ .Title }}</a> {{ .Params.status }} {{ .Params.duration }} min</li>{{ end }}
</ol><nav>{{ range $pager.Pagers }}<a href="{{ .URL }}">{{ .PageNumber }}</a> {{ end }}</nav>{{ end }}""",
    "index.html": """{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}""",
}


def quote(text):
    return '"' + (text or "").replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(database, output):
    if os.path.exists(output):
        shutil.rmtree(output)
    db = sqlite3.connect(database)
    for path, text in LAYOUTS.items():
        os.makedirs(os.path.join(output, "layouts", os.path.dirname(path)), exist_ok=True)
        with open(os.path.join(output, "layouts", path), "w") as f:
            f.write(text)
    with open(os.path.join(output, "config.toml"), "w") as f:
        f.write(CONFIG)
    content = os.path.join(output, "content")
    os.makedirs(os.path.join(content, "exercises"))
    os.makedirs(os.path.join(content, "history"))
    with open(os.path.join(content, "exercises", "_index.md"), "w") as f:
        f.write('+++\ntitle = "Biblioteca"\n+++\n')
    with open(os.path.join(content, "history", "_index.md"), "w") as f:
        f.write('+++\ntitle = "Histórico"\n+++\n')
    for (ident, name, group, equipment, level, instructions) in db.execute(
            "SELECT id, name, muscle_group, equipment, level, instructions FROM exercise ORDER BY id"):
        with open(os.path.join(content, "exercises", ident.lower().replace("_", "-") + ".md"), "w") as f:
            f.write(f"+++\ntitle = {quote(name)}\ngroup = {quote(group)}\nequipment = {quote(equipment)}\nlevel = {quote(level)}\n+++\n{instructions}\n")
    sets = {}
    for (session, name, number, reps, weight) in db.execute(
            "SELECT session_id, exercise.name, set_number, reps, weight_kg FROM logged_set JOIN exercise ON exercise.id = exercise_id ORDER BY session_id, position"):
        sets.setdefault(session, []).append(f"| {name} | {number} | {reps} | {weight if weight is not None else '-'} |")
    for (ident, completed, status, duration, title) in db.execute(
            "SELECT id, completed_at, status, duration_minutes, plan_title FROM workout_session ORDER BY id"):
        rows = sets.get(ident, [])
        volume = 0
        body = "| Exercício | Série | Reps | kg |\n|---|---|---|---|\n" + "\n".join(rows) if rows else "Treino pulado."
        with open(os.path.join(content, "history", f"{ident}.md"), "w") as f:
            f.write(f"+++\ntitle = {quote(title or 'Treino livre')}\ndate = {completed.replace(' ', 'T')}\nstatus = {quote(status)}\n"
                    f"duration = {duration or 0}\nvolume = {volume}\n+++\n{body}\n")
    plan = db.execute("SELECT id, name FROM plan WHERE for_date IS NOT NULL ORDER BY created_at DESC LIMIT 1").fetchone()
    items = []
    if plan:
        items = [f"{pos}. {name} — {s}x{r}, descanso {rest}s" for (pos, name, s, r, rest) in db.execute(
            "SELECT position, exercise.name, sets, reps, rest_seconds FROM plan_exercise JOIN exercise ON exercise.id = exercise_id WHERE plan_id = ? ORDER BY position",
            (plan[0],))]
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write(f"+++\ntitle = {quote(plan[1] if plan else 'Hoje')}\n+++\n" + "\n".join(items) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
