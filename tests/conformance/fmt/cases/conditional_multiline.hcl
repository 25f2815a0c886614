a = (
x
? y
: z
)
