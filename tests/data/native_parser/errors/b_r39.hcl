a = "%{if}x%{endif}"
