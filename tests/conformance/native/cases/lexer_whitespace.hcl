	a	=	1	
b=2
c =3
d= 4
  indented = "leading spaces"
		tabbed = "leading tabs"


after_blank_lines = true
e = [	1	,	2	]
f = {	x	=	1	}
g = 1	+	2
h = "	tab	inside	string	"
i = ( 1 )
j = [ ]
k = { }
l = [
]
m = {

}
n = "a"     # many spaces before a comment
