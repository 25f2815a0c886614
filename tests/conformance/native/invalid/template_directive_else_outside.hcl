a = "x%{else}y"
