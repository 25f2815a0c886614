b "a${x}b" "%{if}" {
}
c = 1 2
