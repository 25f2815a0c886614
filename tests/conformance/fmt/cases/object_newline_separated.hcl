a = {
a=1
bbb=2
}
