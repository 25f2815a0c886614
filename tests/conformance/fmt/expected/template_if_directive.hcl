a = "%{if x}yes%{else}no%{endif}"
