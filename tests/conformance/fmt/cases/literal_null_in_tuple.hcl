a = [null,true,false]
