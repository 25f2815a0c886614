a=1
b{}
c "d" "e"{
f=2}
