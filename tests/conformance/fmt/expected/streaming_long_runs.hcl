kkkkkk0 = 0 # comment 0
block1 {
  inner_1 = 1 # c
}
# standalone 2
kk3 = [3, 4]
block4 {
  inner_4 = 4 # c
}
kkkkkkkkk5 = 5 # comment 5

kkkkkkk7 = [7, 8]
kk8      = 8 # comment 8
# standalone 9
block10 {
  inner_10 = 10 # c
}

# standalone 12
# standalone 13
kkkkkkkkkk14 = [14, 15]
k15          = 15 # comment 15
# standalone 16
kkk17     = 17 # comment 17
kkkkkkk18 = 18 # comment 18

kkkkkkkkkk20 = 20 # comment 20
kkkkkkkkk21  = 21 # comment 21
# standalone 22
kkkkkkkkkk23 = 23 # comment 23


block26 {
  inner_26 = 26 # c
}
kkkkkkkkkk27 = 27 # comment 27
# standalone 28
kkkkkkk29 = [29, 30]
# standalone 30
kkkkkkkk31 = [31, 32]
kkkkk32    = 32 # comment 32
kkk33      = 33 # comment 33
# standalone 34
# standalone 35
kkkkkkkk36 = [36, 37]
# standalone 37
# standalone 38

kkkkkkkkk40 = [40, 41]
kkk41       = [41, 42]
# standalone 42
block43 {
  inner_43 = 43 # c
}

# standalone 45
kkkkkk46       = [46, 47]
kkkkkkkkkkkk47 = [47, 48]
# standalone 48
# standalone 49

# standalone 51

k53 = 53 # comment 53
# standalone 54
# standalone 55
kkkkk56       = [56, 57]
kkkkkkkkkkk57 = [57, 58]
# standalone 58
kkkkkk59 = 59 # comment 59

block61 {
  inner_61 = 61 # c
}
kkkk62    = 62 # comment 62
kkk63     = 63 # comment 63
kkkkkkk64 = [64, 65]

# standalone 66
# standalone 67
kkkkk68 = 68 # comment 68
# standalone 69
kkkkk70       = [70, 71]
kkkkkk71      = [71, 72]
kkkk72        = 72 # comment 72
kk73          = 73 # comment 73
kkk74         = 74 # comment 74
kkkkkkkkkkk75 = 75 # comment 75
# standalone 76
kkkkkkkkkk77 = 77 # comment 77
kkkkk78      = 78 # comment 78
k79          = 79 # comment 79
# standalone 80
# standalone 81
kkkkkkkkkk82 = [82, 83]
# standalone 83
block84 {
  inner_84 = 84 # c
}
# standalone 85
kkkkkkk86 = [86, 87]
kkkkkkk87 = [87, 88]
# standalone 88
kkkkkkkkkkk89 = [89, 90]
k90           = 90 # comment 90
kk91          = 91 # comment 91
kkkkkkkk92    = 92 # comment 92
kk93          = [93, 94]
block94 {
  inner_94 = 94 # c
}
block95 {
  inner_95 = 95 # c
}
kkkkkkkkkk96 = 96 # comment 96

# standalone 98

# standalone 100
kkkkkkk101     = 101 # comment 101
kkkkkkkkkkk102 = 102 # comment 102
# standalone 103
# standalone 104

# standalone 106
# standalone 107


kkkkkkkkkkkk110 = [110, 111]
kkkkkkkkkkkk111 = 111 # comment 111
kkkkkkkk112     = 112 # comment 112
block113 {
  inner_113 = 113 # c
}
# standalone 114
kkkkkk115 = 115 # comment 115
# standalone 116
# standalone 117

kkkkkkkkkkkk119 = 119 # comment 119
kkkkkkkkk120    = [120, 121]
kkk121          = [121, 122]
# standalone 122
# standalone 123
kkkkkk124       = 124 # comment 124
kkkkkkkkkk125   = 125 # comment 125
kkkk126         = [126, 127]
kkkkkkkkkkkk127 = 127 # comment 127
# standalone 128
kkkkkkkk129 = [129, 130]
block130 {
  inner_130 = 130 # c
}
k131        = 131 # comment 131
kkkkkkkk132 = 132 # comment 132
# standalone 133
# standalone 134
kkkkkkkkkkkk135 = [135, 136]


# standalone 138
kkkk139 = [139, 140]
# standalone 140
# standalone 141
# standalone 142
kkkkkkkkkkk143 = [143, 144]


kkkkkkk146  = 146 # comment 146
kkkkkkkk147 = 147 # comment 147
kkkkkkk148  = [148, 149]
kk149       = [149, 150]
kkkkkkkk150 = [150, 151]

kkkkkkkkkkkk152 = 152 # comment 152
kkk153          = 153 # comment 153
k154            = 154 # comment 154
# standalone 155
kkkkkkkkkkk156 = 156 # comment 156
# standalone 157
kkkkkkkk158 = [158, 159]
# standalone 159
kkkkkkkkk160 = 160 # comment 160
block161 {
  inner_161 = 161 # c
}

kkkkkkkkk163 = 163 # comment 163
kkkkkkk164   = 164 # comment 164
block165 {
  inner_165 = 165 # c
}
kkkkk166 = 166 # comment 166
# standalone 167
# standalone 168
kkkkkk169    = 169 # comment 169
kkkkkkkkk170 = [170, 171]
block171 {
  inner_171 = 171 # c
}
kkkkkkkkkkkk172 = [172, 173]
# standalone 173
kkkkkkkkk174 = [174, 175]
kkkkkkkkk175 = 175 # comment 175
kkkkkkkkk176 = 176 # comment 176
# standalone 177
# standalone 178
# standalone 179
k180   = 180 # comment 180
kkk181 = 181 # comment 181
# standalone 182

block184 {
  inner_184 = 184 # c
}
# standalone 185
# standalone 186

block188 {
  inner_188 = 188 # c
}
kkkk189 = 189 # comment 189
block190 {
  inner_190 = 190 # c
}
# standalone 191
# standalone 192

kkkkkkkk194 = [194, 195]
# standalone 195
# standalone 196
kkkk197 = 197 # comment 197
# standalone 198
# standalone 199
kkkkkkkkk200 = 200 # comment 200
# standalone 201
# standalone 202
# standalone 203
kkk204      = [204, 205]
kk205       = [205, 206]
kkkkkkkk206 = [206, 207]
kk207       = 207 # comment 207

kkkk209         = 209 # comment 209
kk210           = 210 # comment 210
kkkkkkkkkkkk211 = [211, 212]
kkk212          = 212 # comment 212
# standalone 213

# standalone 215
kkk216       = 216 # comment 216
kkk217       = [217, 218]
kkkkkkkkk218 = [218, 219]
kkkkkk219    = [219, 220]
kkkk220      = [220, 221]

kkkkkkkkkkkk222 = [222, 223]
k223            = [223, 224]
# standalone 224
block225 {
  inner_225 = 225 # c
}
kkkkkkk226 = [226, 227]
# standalone 227
# standalone 228


kk231 = 231 # comment 231
block232 {
  inner_232 = 232 # c
}
kkk233         = 233 # comment 233
kkk234         = [234, 235]
kkkkkkkkkkk235 = 235 # comment 235
kkkkkkk236     = 236 # comment 236
# standalone 237
# standalone 238
kkkkkkkkkkkk239 = [239, 240]
kk240           = 240 # comment 240
k241            = 241 # comment 241

block243 {
  inner_243 = 243 # c
}


kkkkkkkkkk246 = 246 # comment 246
kk247         = 247 # comment 247
# standalone 248
k249         = [249, 250]
kkkkkkkkk250 = [250, 251]
# standalone 251
block252 {
  inner_252 = 252 # c
}
kkkkkkkkk253 = 253 # comment 253
kk254        = 254 # comment 254
block255 {
  inner_255 = 255 # c
}
kkk256       = 256 # comment 256
kkkkk257     = 257 # comment 257
kkkkkkkkk258 = 258 # comment 258
# standalone 259
kkkkkkkkk260 = 260 # comment 260
kkkkk261     = [261, 262]
k262         = 262 # comment 262
block263 {
  inner_263 = 263 # c
}
# standalone 264
kkkkkkkkk265 = 265 # comment 265
# standalone 266
# standalone 267
kk268 = [268, 269]
# standalone 269
kkkkkkkkk270    = [270, 271]
kkkkkkkkk271    = 271 # comment 271
kkkkkkkkkkkk272 = 272 # comment 272
kkkk273         = [273, 274]
kkkk274         = 274 # comment 274
kkkkkkk275      = [275, 276]
k276            = 276 # comment 276

kkkkkkkkkkk278 = 278 # comment 278
kkkkkkk279     = 279 # comment 279

kkkkkkkkkkk281  = [281, 282]
kkkkkkkkk282    = 282 # comment 282
kkkkkkkkkk283   = 283 # comment 283
kkkkkkkkkkkk284 = 284 # comment 284
# standalone 285
kkk286 = 286 # comment 286
# standalone 287
k288         = 288 # comment 288
kkkkkk289    = [289, 290]
kkkkkkkkk290 = [290, 291]
block291 {
  inner_291 = 291 # c
}
kkkkk292  = 292 # comment 292
kkkkkk293 = 293 # comment 293
k294      = [294, 295]

kkkkkkkk296  = 296 # comment 296
kkkkkkkkk297 = 297 # comment 297
# standalone 298


kkk301 = [301, 302]
block302 {
  inner_302 = 302 # c
}
block303 {
  inner_303 = 303 # c
}
kkkkk304       = 304 # comment 304
kkkkkkkkkkk305 = 305 # comment 305
# standalone 306
kkkkkkkkk307 = 307 # comment 307
# standalone 308
kkkkkkk309 = [309, 310]
# standalone 310
kkk311 = 311 # comment 311
# standalone 312
kkkkkkkkkkk313 = 313 # comment 313
# standalone 314
kkkkkkkkkkk315 = [315, 316]
# standalone 316
# standalone 317
# standalone 318
# standalone 319
kkkkkkkkkkkk320 = 320 # comment 320
block321 {
  inner_321 = 321 # c
}
k322           = 322 # comment 322
kkkkkkkkkkk323 = [323, 324]
kk324          = [324, 325]
# standalone 325
block326 {
  inner_326 = 326 # c
}
# standalone 327
kkkkkkkkkkk328 = 328 # comment 328
kkkkkkkk329    = 329 # comment 329
# standalone 330
# standalone 331

# standalone 333
# standalone 334

kkkkk336        = 336 # comment 336
kkkkkkkkkkkk337 = 337 # comment 337
# standalone 338
kkkkkkkk339 = [339, 340]
# standalone 340
kkkkkkkkkkk341 = 341 # comment 341
# standalone 342
kkkkkkkkkkk343 = 343 # comment 343
# standalone 344
kkk345   = [345, 346]
kkkkk346 = 346 # comment 346
# standalone 347
block348 {
  inner_348 = 348 # c
}
block349 {
  inner_349 = 349 # c
}
kkkkkkkk350 = 350 # comment 350

kkkkkkkkkkkk352 = 352 # comment 352
# standalone 353
# standalone 354
# standalone 355
# standalone 356
# standalone 357
kkkk358 = 358 # comment 358
# standalone 359
k360 = 360 # comment 360

# standalone 362
kkkkk363 = [363, 364]
kkkk364  = 364 # comment 364
# standalone 365
kk366 = 366 # comment 366
# standalone 367
kkkkk368 = [368, 369]
# standalone 369
# standalone 370

kkkkkkkkkkkk372 = [372, 373]
# standalone 373
kkkkkkkk374 = [374, 375]
k375        = 375 # comment 375
# standalone 376
# standalone 377
kkkkkkk378      = 378 # comment 378
kkkkkkkkkkkk379 = 379 # comment 379
kkkkkkk380      = [380, 381]
kkkkkkk381      = [381, 382]
kk382           = [382, 383]
k383            = [383, 384]
kkkkkk384       = [384, 385]
kk385           = 385 # comment 385
block386 {
  inner_386 = 386 # c
}
kkkkkkkkkkkk387 = 387 # comment 387
kkkkk388        = [388, 389]
kk389           = [389, 390]
# standalone 390
kk391      = [391, 392]
kkkkkkk392 = 392 # comment 392
k393       = 393 # comment 393
block394 {
  inner_394 = 394 # c
}
kkkkkkkkkkk395 = 395 # comment 395
kkkkkkkkkkk396 = 396 # comment 396
kkkk397        = 397 # comment 397
# standalone 398
kkkkkk399 = 399 # comment 399
kkkkkk400 = [400, 401]
k401      = [401, 402]
# standalone 402

k404 = [404, 405]
# standalone 405
kkk406 = 406 # comment 406
block407 {
  inner_407 = 407 # c
}
kkkkkkkkk408 = 408 # comment 408
# standalone 409
kkkkkkk410 = [410, 411]
kkkkk411   = 411 # comment 411
kkkkk412   = 412 # comment 412
kkkkkkk413 = 413 # comment 413
# standalone 414
kkkkkkkkk415   = [415, 416]
kk416          = 416 # comment 416
kkkkkkkkkkk417 = 417 # comment 417
kk418          = 418 # comment 418
# standalone 419
kkkkkkkkk420 = 420 # comment 420
kkkkkkkk421  = [421, 422]
kkkkkkkk422  = [422, 423]
# standalone 423
kkkk424 = 424 # comment 424
kk425   = 425 # comment 425
# standalone 426
kk427   = [427, 428]
kkkk428 = [428, 429]
# standalone 429
block430 {
  inner_430 = 430 # c
}
kkkkkkkkkkkk431 = [431, 432]
kkkkkkk432      = [432, 433]
# standalone 433
kkkk434  = [434, 435]
kkkkk435 = [435, 436]
# standalone 436
# standalone 437
kkkkkk438 = 438 # comment 438
# standalone 439
kkkkkkkkk440 = 440 # comment 440
kk441        = 441 # comment 441
kkkk442      = [442, 443]
# standalone 443
kkkkkkk444 = 444 # comment 444
k445       = 445 # comment 445
k446       = [446, 447]
# standalone 447
# standalone 448

# standalone 450
# standalone 451

kkkk453 = 453 # comment 453
# standalone 454

# standalone 456
# standalone 457
block458 {
  inner_458 = 458 # c
}
kkk459 = 459 # comment 459
block460 {
  inner_460 = 460 # c
}
kkkkkkkkkkk461 = 461 # comment 461
kkk462         = 462 # comment 462
kkkkkkkkk463   = [463, 464]


# standalone 466
kkkkkkkkkk467 = 467 # comment 467
kkkkkkk468    = 468 # comment 468
# standalone 469
block470 {
  inner_470 = 470 # c
}
kkkkkkkkk471 = 471 # comment 471
kkkkkkkk472  = 472 # comment 472
kkkkkk473    = 473 # comment 473
# standalone 474
# standalone 475
block476 {
  inner_476 = 476 # c
}
kkkkkkk477 = 477 # comment 477
block478 {
  inner_478 = 478 # c
}
# standalone 479
kkkkkkkkkkk480 = [480, 481]
kk481          = 481 # comment 481
kkkk482        = [482, 483]
kkkkkk483      = 483 # comment 483
block484 {
  inner_484 = 484 # c
}
kkkkkkkkkkkk485 = [485, 486]
kkkkkkkkkkkk486 = [486, 487]
kkkkkk487       = [487, 488]
block488 {
  inner_488 = 488 # c
}
# standalone 489
kk490       = 490 # comment 490
kkkkkkkk491 = 491 # comment 491
kkkkk492    = 492 # comment 492
# standalone 493
kkkk494 = 494 # comment 494

# standalone 496
kkkkkkkkkk497 = 497 # comment 497
# standalone 498
block499 {
  inner_499 = 499 # c
}
kkkkkkkkkk500 = 500 # comment 500
block501 {
  inner_501 = 501 # c
}
block502 {
  inner_502 = 502 # c
}
kkkkkkkkkk503 = 503 # comment 503
block504 {
  inner_504 = 504 # c
}
block505 {
  inner_505 = 505 # c
}
kkk506      = [506, 507]
kkkkkkkk507 = [507, 508]

kk509     = 509 # comment 509
kkkkkk510 = 510 # comment 510
# standalone 511
# standalone 512
k513           = 513 # comment 513
kkkkkkkkkkk514 = [514, 515]
kkkkkk515      = [515, 516]
kkkkkkkk516    = 516 # comment 516
block517 {
  inner_517 = 517 # c
}
kk518 = 518 # comment 518
kk519 = [519, 520]

kkkkkkkkk521 = 521 # comment 521
kkkkkkk522   = [522, 523]
kkkkk523     = [523, 524]
block524 {
  inner_524 = 524 # c
}
# standalone 525
kkkk526 = [526, 527]
# standalone 527
kkkk528 = [528, 529]
# standalone 529
k530    = [530, 531]
kkkk531 = [531, 532]
k532    = [532, 533]
# standalone 533
block534 {
  inner_534 = 534 # c
}
kkkkk535 = 535 # comment 535

kkkkkkkkkk537 = [537, 538]
kkkkkk538     = 538 # comment 538
# standalone 539
k540            = 540 # comment 540
kkkkkkkkkkkk541 = [541, 542]
kkkkk542        = 542 # comment 542
# standalone 543

k545 = 545 # comment 545
# standalone 546
# standalone 547
kkkkkkk548 = 548 # comment 548
# standalone 549
# standalone 550
block551 {
  inner_551 = 551 # c
}
kkkkkkkkkkkk552 = 552 # comment 552
kkkkkkkkkkkk553 = 553 # comment 553
kkkkkkkkkk554   = 554 # comment 554
kkkkkk555       = [555, 556]
kkkkkkkk556     = [556, 557]

kkkkkkkkk558 = 558 # comment 558
kkkkkkk559   = 559 # comment 559
kkkk560      = [560, 561]
block561 {
  inner_561 = 561 # c
}
# standalone 562
kkkkkkkkk563 = [563, 564]
kkk564       = [564, 565]

# standalone 566
kk567 = 567 # comment 567
kk568 = [568, 569]
# standalone 569
kkk570 = 570 # comment 570
kkk571 = [571, 572]
# standalone 572
kkkkkkkkkkk573 = 573 # comment 573
# standalone 574

kkkkk576 = 576 # comment 576
# standalone 577
kkkkk578 = [578, 579]
kkkkk579 = 579 # comment 579
# standalone 580
kkkk581       = 581 # comment 581
kkkk582       = 582 # comment 582
kkk583        = 583 # comment 583
kkkkkkkkkk584 = 584 # comment 584

kkkkkkk586 = 586 # comment 586
# standalone 587
kkkkkkkkk588 = 588 # comment 588

# standalone 590

# standalone 592
# standalone 593
block594 {
  inner_594 = 594 # c
}
kkkkk595 = 595 # comment 595
block596 {
  inner_596 = 596 # c
}
# standalone 597
kkkkkkkkkk598 = 598 # comment 598
kk599         = [599, 600]
kkkkkkkkk600  = 600 # comment 600
# standalone 601
block602 {
  inner_602 = 602 # c
}
# standalone 603
# standalone 604
kkkkkk605 = 605 # comment 605
k606      = [606, 607]
kkkkkk607 = 607 # comment 607
k608      = 608 # comment 608
block609 {
  inner_609 = 609 # c
}
kkkkkkkkkk610 = 610 # comment 610
k611          = [611, 612]
kkkkkkk612    = [612, 613]
# standalone 613

block615 {
  inner_615 = 615 # c
}
# standalone 616


# standalone 619
# standalone 620
kk621          = 621 # comment 621
kkkkkkk622     = 622 # comment 622
kkkkkkk623     = 623 # comment 623
kkkkkkkkkkk624 = 624 # comment 624
block625 {
  inner_625 = 625 # c
}
# standalone 626
kkkkkk627 = [627, 628]
block628 {
  inner_628 = 628 # c
}
kkkkkk629  = 629 # comment 629
kkkkkkk630 = [630, 631]
block631 {
  inner_631 = 631 # c
}
kkkkkkk632 = 632 # comment 632

kk634         = [634, 635]
kkkkkkkkkk635 = [635, 636]
kkkkkkkk636   = 636 # comment 636
block637 {
  inner_637 = 637 # c
}
# standalone 638
kkk639 = [639, 640]
# standalone 640
kkkkkkkkkk641 = [641, 642]
# standalone 642
kkk643    = 643 # comment 643
kkkkkk644 = 644 # comment 644
# standalone 645

kk647       = [647, 648]
kkkkkkkk648 = 648 # comment 648
kkkkk649    = 649 # comment 649
# standalone 650
block651 {
  inner_651 = 651 # c
}
kkkkkkkkkk652 = [652, 653]
# standalone 653
kkkkkkkkkkkk654 = 654 # comment 654
kkkkkkkkkkk655  = 655 # comment 655
kkkkkkkkkk656   = [656, 657]
kkkkkkkkkk657   = 657 # comment 657
kkkkkkkk658     = 658 # comment 658
kkkkkkkkkk659   = 659 # comment 659
k660            = [660, 661]
kkkkkkkkk661    = 661 # comment 661
kkkkkkk662      = [662, 663]
kk663           = 663 # comment 663
kkkk664         = 664 # comment 664
# standalone 665
block666 {
  inner_666 = 666 # c
}
kkkkkkkkkkk667 = [667, 668]
kk668          = [668, 669]
# standalone 669
kkkkkkkkk670   = 670 # comment 670
kkkkkkkkkkk671 = [671, 672]
# standalone 672
kkkk673    = [673, 674]
kkkkkkk674 = [674, 675]
# standalone 675
kkkkkkkk676 = 676 # comment 676
block677 {
  inner_677 = 677 # c
}
# standalone 678
kkkkkkkk679 = 679 # comment 679
# standalone 680
kkkkkkkk681 = 681 # comment 681
kkkkkkkk682 = [682, 683]

kkk684     = [684, 685]
kkkkkkk685 = [685, 686]
# standalone 686
# standalone 687
block688 {
  inner_688 = 688 # c
}
k689  = 689 # comment 689
kk690 = [690, 691]
# standalone 691
block692 {
  inner_692 = 692 # c
}
kkkkkkkkk693   = [693, 694]
kkkkkkkkkkk694 = 694 # comment 694


kkkk697       = 697 # comment 697
kkkkkkkk698   = 698 # comment 698
kkk699        = 699 # comment 699
kk700         = [700, 701]
kkkkkkkkkk701 = 701 # comment 701
kkk702        = [702, 703]
kkkkkkkkkk703 = 703 # comment 703
kkkkkkkk704   = 704 # comment 704
# standalone 705
kkkkkkkk706   = 706 # comment 706
kkkkkkkkkk707 = 707 # comment 707
# standalone 708
kkkk709 = [709, 710]
block710 {
  inner_710 = 710 # c
}
kkkk711        = 711 # comment 711
kkkkkkk712     = 712 # comment 712
kkkkkkkkkkk713 = 713 # comment 713
kkkkkkkkkkk714 = [714, 715]
kkkkkkk715     = 715 # comment 715

block717 {
  inner_717 = 717 # c
}
kkkkkkkkkkk718 = [718, 719]
# standalone 719
# standalone 720

# standalone 722
kkkkkkkkkkk723  = [723, 724]
kkkkkkkkkkkk724 = [724, 725]
kkkkk725        = [725, 726]
# standalone 726
kkk727 = [727, 728]

kkkkkkkk729 = 729 # comment 729
# standalone 730
block731 {
  inner_731 = 731 # c
}
# standalone 732
kkkkk733 = 733 # comment 733
# standalone 734
kkkkkkkkkkk735 = [735, 736]
block736 {
  inner_736 = 736 # c
}
block737 {
  inner_737 = 737 # c
}
kkkk738 = 738 # comment 738
# standalone 739
kkkkkkkkkkk740 = [740, 741]
# standalone 741
block742 {
  inner_742 = 742 # c
}
# standalone 743
# standalone 744
block745 {
  inner_745 = 745 # c
}
block746 {
  inner_746 = 746 # c
}
# standalone 747
kkkkkk748 = 748 # comment 748
# standalone 749
# standalone 750
kkkk751       = [751, 752]
kkkkkkkkkk752 = 752 # comment 752
kkkkkkkkkk753 = 753 # comment 753
kkkk754       = [754, 755]
# standalone 755
kkk756          = 756 # comment 756
k757            = 757 # comment 757
kkkkkkkkkkkk758 = 758 # comment 758

kk760          = 760 # comment 760
kkkkkkkkkkk761 = 761 # comment 761
kkkkkkk762     = 762 # comment 762
block763 {
  inner_763 = 763 # c
}
# standalone 764
# standalone 765
# standalone 766
# standalone 767
# standalone 768
kkkk769 = 769 # comment 769
block770 {
  inner_770 = 770 # c
}
# standalone 771
k772   = [772, 773]
kkk773 = 773 # comment 773
block774 {
  inner_774 = 774 # c
}
block775 {
  inner_775 = 775 # c
}
# standalone 776
kkkkkkkkkkk777 = 777 # comment 777
kkk778         = [778, 779]
# standalone 779
# standalone 780
kkkkkkkkkkk781 = [781, 782]
kkkkkkkkkk782  = 782 # comment 782
kkkkkkkkk783   = 783 # comment 783
kk784          = 784 # comment 784
block785 {
  inner_785 = 785 # c
}
# standalone 786
# standalone 787
k788 = [788, 789]
# standalone 789
# standalone 790
kkk791 = 791 # comment 791
kk792  = 792 # comment 792
block793 {
  inner_793 = 793 # c
}
kk794           = [794, 795]
kkkkkkkkkkkk795 = 795 # comment 795
block796 {
  inner_796 = 796 # c
}
# standalone 797
kkkkkkkkkkk798 = [798, 799]
# standalone 799
kkkkk800       = 800 # comment 800
kkkkkkkkkkk801 = 801 # comment 801
# standalone 802
k803            = 803 # comment 803
kkkkk804        = 804 # comment 804
kkkkkkkkkkkk805 = 805 # comment 805
kkk806          = [806, 807]
kkkk807         = [807, 808]
# standalone 808
kkkk809 = [809, 810]
# standalone 810
# standalone 811
block812 {
  inner_812 = 812 # c
}
k813            = [813, 814]
kkkkkkkkkkkk814 = 814 # comment 814
kkkkkkkkkk815   = 815 # comment 815
kkkk816         = [816, 817]
# standalone 817
# standalone 818
kkk819 = 819 # comment 819
block820 {
  inner_820 = 820 # c
}

kkkkkkkkkk822 = 822 # comment 822
kkkkkk823     = 823 # comment 823
block824 {
  inner_824 = 824 # c
}
block825 {
  inner_825 = 825 # c
}
block826 {
  inner_826 = 826 # c
}

block828 {
  inner_828 = 828 # c
}
# standalone 829
kkkkkk830 = 830 # comment 830

kkkkkkkkkkkk832 = [832, 833]
kk833           = 833 # comment 833
kkkk834         = 834 # comment 834
block835 {
  inner_835 = 835 # c
}

kkkkkkkkkkk837 = 837 # comment 837


kkkkkkkkkkk840 = 840 # comment 840
kkkkk841       = [841, 842]
kkkkkk842      = [842, 843]
block843 {
  inner_843 = 843 # c
}
kkkkkk844 = 844 # comment 844
block845 {
  inner_845 = 845 # c
}
kkkkkkkkkkkk846 = [846, 847]
# standalone 847
# standalone 848
# standalone 849
block850 {
  inner_850 = 850 # c
}
block851 {
  inner_851 = 851 # c
}
# standalone 852
kk853 = [853, 854]
block854 {
  inner_854 = 854 # c
}
# standalone 855

kkkkkkkkkk857 = 857 # comment 857
kkk858        = [858, 859]
# standalone 859
kkkk860 = 860 # comment 860
block861 {
  inner_861 = 861 # c
}
# standalone 862
# standalone 863
kkkkkkkkkkkk864 = 864 # comment 864
# standalone 865
# standalone 866
# standalone 867
kkk868      = 868 # comment 868
kkkk869     = 869 # comment 869
kkkkkkkk870 = 870 # comment 870

# standalone 872
kk873 = [873, 874]

kkkkkkk875 = [875, 876]

block877 {
  inner_877 = 877 # c
}
kkkkkk878 = 878 # comment 878
kkkkk879  = 879 # comment 879
# standalone 880
kkkkkkkkk881 = 881 # comment 881
kkkkkkk882   = 882 # comment 882
kkkkkkkk883  = 883 # comment 883
# standalone 884
# standalone 885
block886 {
  inner_886 = 886 # c
}
# standalone 887
# standalone 888
# standalone 889
# standalone 890
kkkkkkkkkkkk891 = [891, 892]
# standalone 892
kkkkkkkk893   = 893 # comment 893
kkkkkkkkkk894 = 894 # comment 894
kkk895        = [895, 896]
kkkkkkkk896   = 896 # comment 896
kkkkkkkkk897  = 897 # comment 897
kkkkk898      = 898 # comment 898
# standalone 899
kkk900  = 900 # comment 900
kkkk901 = [901, 902]
# standalone 902
kkkkkk903 = 903 # comment 903
kkkk904   = [904, 905]
kkkk905   = 905 # comment 905


kkkk908    = [908, 909]
kkk909     = 909 # comment 909
kkkkk910   = 910 # comment 910
kkkkkkk911 = 911 # comment 911


kkkkk914 = 914 # comment 914
# standalone 915
block916 {
  inner_916 = 916 # c
}
kkkkkkk917      = [917, 918]
kkkkkkkkkkkk918 = 918 # comment 918
kkkkkkkkk919    = 919 # comment 919
block920 {
  inner_920 = 920 # c
}
kkk921        = 921 # comment 921
kkkkkkkkkk922 = [922, 923]
k923          = 923 # comment 923
# standalone 924
kkkkkkkkkk925 = [925, 926]
# standalone 926
kkkk927 = 927 # comment 927

kkkkkkkk929 = [929, 930]
kkkkkk930   = 930 # comment 930

kkkkkkk932 = 932 # comment 932
kkkkkkk933 = 933 # comment 933
kkkkk934   = [934, 935]
# standalone 935
# standalone 936
# standalone 937
kkkkkkkkkkk938 = 938 # comment 938
kkkkkkkkkkk939 = [939, 940]
k940           = [940, 941]

k942         = 942 # comment 942
kkkkkkkkk943 = 943 # comment 943
kkk944       = 944 # comment 944
kkkkkkkkk945 = [945, 946]
# standalone 946
# standalone 947
# standalone 948
block949 {
  inner_949 = 949 # c
}
kkkkkkkkkkk950 = [950, 951]
kkkkkkkkk951   = [951, 952]
# standalone 952
kkkk953 = 953 # comment 953
# standalone 954
# standalone 955
block956 {
  inner_956 = 956 # c
}
kkkkk957   = 957 # comment 957
kkkkkkk958 = [958, 959]
block959 {
  inner_959 = 959 # c
}
kk960         = [960, 961]
kkkkkkk961    = [961, 962]
kkkkkkkkkk962 = 962 # comment 962
kk963         = 963 # comment 963
kkkkk964      = [964, 965]
kkkkkkkkk965  = 965 # comment 965
# standalone 966
kkkk967 = 967 # comment 967

kkkkkkkkkkk969 = 969 # comment 969
# standalone 970
kkkkkkkkkkkk971 = 971 # comment 971
kkk972          = [972, 973]
kkkkkkkkkkk973  = [973, 974]
kkkkkkkk974     = 974 # comment 974
kkkkkkkkk975    = 975 # comment 975
kkkkkkkk976     = [976, 977]
kkkk977         = 977 # comment 977
kkkkkkkkkkkk978 = [978, 979]
kkkkkkkkkkk979  = 979 # comment 979
kkkkkkk980      = 980 # comment 980
block981 {
  inner_981 = 981 # c
}
kkkkkkkkkkkk982 = 982 # comment 982
kkkkkk983       = 983 # comment 983
kkkkkkkkkkk984  = 984 # comment 984
# standalone 985
kkkkkkkk986 = [986, 987]

kkkkkkkkkkk988 = [988, 989]
kkk989         = 989 # comment 989
block990 {
  inner_990 = 990 # c
}
# standalone 991
kkkkkk992    = 992 # comment 992
kkkkkkkkk993 = [993, 994]
# standalone 994
block995 {
  inner_995 = 995 # c
}

kkkkkkkkkkk997 = 997 # comment 997
# standalone 998
# standalone 999
kkk1000 = 1000 # comment 1000
# standalone 1001
kkkkkk1002    = 1002 # comment 1002
kkkk1003      = [1003, 1004]
kkkkkkkkk1004 = 1004 # comment 1004
# standalone 1005
# standalone 1006
kkkkkkkkkkk1007 = 1007 # comment 1007
# standalone 1008
kkkkkkkkkkkk1009 = 1009 # comment 1009

# standalone 1011


kkkkk1014 = [1014, 1015]
kkkk1015  = 1015 # comment 1015
# standalone 1016
block1017 {
  inner_1017 = 1017 # c
}
# standalone 1018
# standalone 1019
# standalone 1020
# standalone 1021
block1022 {
  inner_1022 = 1022 # c
}
kkk1023 = [1023, 1024]
# standalone 1024
kkkkkkkk1025 = 1025 # comment 1025
kkkkkkkk1026 = [1026, 1027]
kkkkkkk1027  = [1027, 1028]

kkk1029 = [1029, 1030]
block1030 {
  inner_1030 = 1030 # c
}
# standalone 1031
k1032 = [1032, 1033]
# standalone 1033
# standalone 1034
block1035 {
  inner_1035 = 1035 # c
}
kkkk1036        = [1036, 1037]
kkkkkkkkkkk1037 = 1037 # comment 1037

kkkkkkkkkkk1039 = [1039, 1040]
# standalone 1040
# standalone 1041
kkkk1042    = 1042 # comment 1042
kkkkkkk1043 = [1043, 1044]
kkkkkkk1044 = 1044 # comment 1044
block1045 {
  inner_1045 = 1045 # c
}
kkkkk1046 = 1046 # comment 1046
# standalone 1047
kkkkkkk1048   = [1048, 1049]
kkkkkkkkk1049 = 1049 # comment 1049
kkkkkkkkk1050 = [1050, 1051]
# standalone 1051
kk1052           = [1052, 1053]
kkkk1053         = [1053, 1054]
kkkkkkkkkkkk1054 = 1054 # comment 1054
# standalone 1055

k1057 = [1057, 1058]
# standalone 1058
# standalone 1059
block1060 {
  inner_1060 = 1060 # c
}
kkkkkkk1061 = 1061 # comment 1061
block1062 {
  inner_1062 = 1062 # c
}
k1063 = 1063 # comment 1063
# standalone 1064
block1065 {
  inner_1065 = 1065 # c
}
# standalone 1066
kkkkkkkkkk1067 = [1067, 1068]
kkkkkkkkkk1068 = 1068 # comment 1068
# standalone 1069

block1071 {
  inner_1071 = 1071 # c
}
# standalone 1072
kkkkkkkkkkk1073 = 1073 # comment 1073
kk1074          = 1074 # comment 1074
k1075           = [1075, 1076]
block1076 {
  inner_1076 = 1076 # c
}
kkkkkk1077 = 1077 # comment 1077
# standalone 1078
kkkkkkkkkkkk1079 = 1079 # comment 1079
kkkkk1080        = 1080 # comment 1080
block1081 {
  inner_1081 = 1081 # c
}
block1082 {
  inner_1082 = 1082 # c
}
# standalone 1083
# standalone 1084
# standalone 1085
# standalone 1086

# standalone 1088
kkkkkkkkkkkk1089 = [1089, 1090]

k1091 = [1091, 1092]
# standalone 1092
kkkkkkkkkkk1093 = 1093 # comment 1093
kkkkkkkk1094    = [1094, 1095]

# standalone 1096
kkkk1097 = 1097 # comment 1097
block1098 {
  inner_1098 = 1098 # c
}
block1099 {
  inner_1099 = 1099 # c
}

kk1101 = 1101 # comment 1101
kk1102 = 1102 # comment 1102
block1103 {
  inner_1103 = 1103 # c
}
# standalone 1104
# standalone 1105
kkkkkkkkkkkk1106 = 1106 # comment 1106
k1107            = [1107, 1108]
kkkkkkkkkkkk1108 = 1108 # comment 1108

# standalone 1110
# standalone 1111
kkkkkkkk1112 = 1112 # comment 1112
block1113 {
  inner_1113 = 1113 # c
}
block1114 {
  inner_1114 = 1114 # c
}
# standalone 1115
kk1116    = [1116, 1117]
kkkkk1117 = 1117 # comment 1117
# standalone 1118
# standalone 1119
block1120 {
  inner_1120 = 1120 # c
}
kkkkkk1121 = [1121, 1122]
# standalone 1122
kkkkkkkk1123 = 1123 # comment 1123

kkkkkk1125      = 1125 # comment 1125
kkkkkkkkkkk1126 = [1126, 1127]
kkkkkkkk1127    = [1127, 1128]
kkkkkkkk1128    = 1128 # comment 1128
kkkkkkkkkk1129  = [1129, 1130]
kkkkk1130       = 1130 # comment 1130
# standalone 1131
# standalone 1132
# standalone 1133
block1134 {
  inner_1134 = 1134 # c
}
# standalone 1135
# standalone 1136
kkkkkkk1137     = 1137 # comment 1137
kkkkkkk1138     = [1138, 1139]
kkkkkkkkkkk1139 = [1139, 1140]
kkkkkkkkkk1140  = 1140 # comment 1140
kkkkkkkk1141    = 1141 # comment 1141
block1142 {
  inner_1142 = 1142 # c
}
kkkkkk1143 = 1143 # comment 1143
kkkkk1144  = [1144, 1145]
# standalone 1145
k1146 = 1146 # comment 1146
# standalone 1147
kkk1148 = 1148 # comment 1148
# standalone 1149
# standalone 1150
# standalone 1151
# standalone 1152
kkkkkkk1153      = 1153 # comment 1153
kkkkkkkkkkkk1154 = 1154 # comment 1154
# standalone 1155
k1156        = [1156, 1157]
kkkkkkkk1157 = 1157 # comment 1157
# standalone 1158
k1159 = [1159, 1160]
# standalone 1160
# standalone 1161

kkkk1163 = [1163, 1164]
# standalone 1164
# standalone 1165
# standalone 1166
# standalone 1167
kkkk1168         = 1168 # comment 1168
kkkk1169         = 1169 # comment 1169
kk1170           = 1170 # comment 1170
kkkkkkkkkkkk1171 = 1171 # comment 1171
# standalone 1172
kkkkkkkkkk1173 = [1173, 1174]
# standalone 1174
kkk1175 = 1175 # comment 1175
# standalone 1176

# standalone 1178
kk1179 = 1179 # comment 1179
# standalone 1180
k1181 = [1181, 1182]
# standalone 1182
block1183 {
  inner_1183 = 1183 # c
}
block1184 {
  inner_1184 = 1184 # c
}
# standalone 1185
# standalone 1186
kkkkkkkkkk1187 = 1187 # comment 1187
kkkkk1188      = 1188 # comment 1188

# standalone 1190
kkkkkkkkkk1191 = 1191 # comment 1191
block1192 {
  inner_1192 = 1192 # c
}
kkkkkk1193 = 1193 # comment 1193
kkk1194    = [1194, 1195]
block1195 {
  inner_1195 = 1195 # c
}
block1196 {
  inner_1196 = 1196 # c
}
kkkkkkkkk1197 = [1197, 1198]
# standalone 1198

kkkkkkkkkk1200 = [1200, 1201]

kkkkk1202      = [1202, 1203]
kkkkkkkkkk1203 = 1203 # comment 1203

# standalone 1205
kkkkkkk1206      = 1206 # comment 1206
kkkkkkkk1207     = 1207 # comment 1207
kkkkkk1208       = 1208 # comment 1208
kkkkkkkkkkkk1209 = 1209 # comment 1209
block1210 {
  inner_1210 = 1210 # c
}
kkkkk1211 = [1211, 1212]
# standalone 1212
block1213 {
  inner_1213 = 1213 # c
}
# standalone 1214
# standalone 1215

kkk1217         = [1217, 1218]
k1218           = 1218 # comment 1218
kkkkkkkkkkk1219 = 1219 # comment 1219
# standalone 1220

kkkkkkkk1222 = [1222, 1223]
kkkkkk1223   = 1223 # comment 1223

# standalone 1225
kkkkkkk1226  = 1226 # comment 1226
kkkkkkkk1227 = 1227 # comment 1227
block1228 {
  inner_1228 = 1228 # c
}
kkkkkkkk1229 = 1229 # comment 1229
k1230        = 1230 # comment 1230

kkkkkkkkkk1232   = [1232, 1233]
kkkkkkkkkkkk1233 = 1233 # comment 1233

block1235 {
  inner_1235 = 1235 # c
}

kkkkkkkk1237 = [1237, 1238]
kkkkkk1238   = 1238 # comment 1238

kkkkkkkkkkk1240 = [1240, 1241]
kkk1241         = [1241, 1242]
block1242 {
  inner_1242 = 1242 # c
}
# standalone 1243
kkkkkkkkk1244 = 1244 # comment 1244
kkkkkkkk1245  = 1245 # comment 1245
kkkkk1246     = [1246, 1247]
kkkkkkk1247   = 1247 # comment 1247
block1248 {
  inner_1248 = 1248 # c
}
# standalone 1249
kkkkk1250 = [1250, 1251]
kkk1251   = 1251 # comment 1251

# standalone 1253

# standalone 1255
k1256 = 1256 # comment 1256
# standalone 1257

kkkkk1259  = 1259 # comment 1259
kkkkkk1260 = [1260, 1261]
kkkkk1261  = 1261 # comment 1261

kkkkkkk1263 = 1263 # comment 1263
kkkkkkk1264 = 1264 # comment 1264
k1265       = 1265 # comment 1265
block1266 {
  inner_1266 = 1266 # c
}
# standalone 1267
# standalone 1268
# standalone 1269
# standalone 1270
kkkkk1271        = 1271 # comment 1271
kkkkkk1272       = [1272, 1273]
k1273            = [1273, 1274]
kkkk1274         = 1274 # comment 1274
kkkkkkkkkk1275   = 1275 # comment 1275
kkk1276          = 1276 # comment 1276
kkkkkkkkk1277    = 1277 # comment 1277
kkkkkkkkkkkk1278 = 1278 # comment 1278
# standalone 1279

# standalone 1281
kkkkk1282      = 1282 # comment 1282
kkkk1283       = 1283 # comment 1283
kkkkkkkkkk1284 = 1284 # comment 1284
kkkkkkkkkk1285 = 1285 # comment 1285
block1286 {
  inner_1286 = 1286 # c
}
# standalone 1287
block1288 {
  inner_1288 = 1288 # c
}
kkkkkkkkk1289 = [1289, 1290]
kkkkkk1290    = 1290 # comment 1290
# standalone 1291
block1292 {
  inner_1292 = 1292 # c
}
# standalone 1293
kkk1294          = 1294 # comment 1294
kkkk1295         = 1295 # comment 1295
kkkkkkkkkk1296   = [1296, 1297]
k1297            = 1297 # comment 1297
kkkkkkkkkkkk1298 = [1298, 1299]
# standalone 1299
k1300 = [1300, 1301]
# standalone 1301

kk1303           = [1303, 1304]
kkkkkkkkkkkk1304 = 1304 # comment 1304
kkkkkk1305       = [1305, 1306]
block1306 {
  inner_1306 = 1306 # c
}

# standalone 1308
# standalone 1309
# standalone 1310
kkkkkkkkk1311  = 1311 # comment 1311
k1312          = 1312 # comment 1312
kk1313         = 1313 # comment 1313
kkkkkkkkkk1314 = 1314 # comment 1314

kkkkk1316 = 1316 # comment 1316
block1317 {
  inner_1317 = 1317 # c
}

kkkkkkkkkkkk1319 = 1319 # comment 1319
block1320 {
  inner_1320 = 1320 # c
}
# standalone 1321
# standalone 1322
# standalone 1323
kk1324 = [1324, 1325]
kk1325 = 1325 # comment 1325
k1326  = 1326 # comment 1326
# standalone 1327
# standalone 1328
kkkkkkkkk1329 = 1329 # comment 1329

kk1331 = [1331, 1332]
# standalone 1332
kkkkkkkkkk1333 = 1333 # comment 1333
kkkk1334       = 1334 # comment 1334
# standalone 1335
kkkkkkkk1336 = [1336, 1337]
block1337 {
  inner_1337 = 1337 # c
}
kkkkkkkkkkk1338  = [1338, 1339]
kkkkkkkkkkkk1339 = [1339, 1340]
# standalone 1340
block1341 {
  inner_1341 = 1341 # c
}
block1342 {
  inner_1342 = 1342 # c
}
kkkkkk1343     = [1343, 1344]
kkkkkkk1344    = 1344 # comment 1344
kkkkkk1345     = [1345, 1346]
kkkkkkkkkk1346 = [1346, 1347]
# standalone 1347
k1348           = [1348, 1349]
kkkkkkkkk1349   = 1349 # comment 1349
kkkkkkkkkkk1350 = [1350, 1351]
kkkk1351        = [1351, 1352]
block1352 {
  inner_1352 = 1352 # c
}

kkkkkkkkk1354 = 1354 # comment 1354
kk1355        = [1355, 1356]
kkkkkkk1356   = 1356 # comment 1356
block1357 {
  inner_1357 = 1357 # c
}
kkkk1358    = 1358 # comment 1358
kkkkkkk1359 = [1359, 1360]
block1360 {
  inner_1360 = 1360 # c
}
block1361 {
  inner_1361 = 1361 # c
}
# standalone 1362
# standalone 1363
# standalone 1364
# standalone 1365
kk1366 = 1366 # comment 1366
# standalone 1367
k1368 = [1368, 1369]
block1369 {
  inner_1369 = 1369 # c
}

kkkkk1371       = [1371, 1372]
kkkkkkkkkkk1372 = 1372 # comment 1372
block1373 {
  inner_1373 = 1373 # c
}
# standalone 1374

# standalone 1376
kkkkkkkkk1377 = 1377 # comment 1377

kkkkkkkkk1379  = 1379 # comment 1379
kkkkk1380      = [1380, 1381]
kkkkkkkkkk1381 = 1381 # comment 1381
kkkkk1382      = 1382 # comment 1382

# standalone 1384
# standalone 1385
# standalone 1386
kkkk1387 = [1387, 1388]
# standalone 1388
kkkkkkkkkkkk1389 = [1389, 1390]
# standalone 1390
# standalone 1391
# standalone 1392
block1393 {
  inner_1393 = 1393 # c
}
kkkk1394 = [1394, 1395]
kkkk1395 = 1395 # comment 1395
# standalone 1396
# standalone 1397
block1398 {
  inner_1398 = 1398 # c
}
kkkkkk1399    = 1399 # comment 1399
kkkk1400      = [1400, 1401]
kkkkkkkkk1401 = [1401, 1402]
kkkkkkkk1402  = 1402 # comment 1402
kkkkk1403     = 1403 # comment 1403
block1404 {
  inner_1404 = 1404 # c
}
k1405 = 1405 # comment 1405

kkkkkkkkkk1407 = [1407, 1408]
block1408 {
  inner_1408 = 1408 # c
}
kkkkkkkkk1409 = [1409, 1410]
kkkkkkkk1410  = [1410, 1411]

kkkkkkkkk1412   = 1412 # comment 1412
kkkkkkkkkkk1413 = 1413 # comment 1413
kkkkkkk1414     = [1414, 1415]
kkkkkkkkkkk1415 = [1415, 1416]
kkk1416         = 1416 # comment 1416
# standalone 1417
# standalone 1418
# standalone 1419
kkkkk1420 = 1420 # comment 1420

k1422 = [1422, 1423]
# standalone 1423
# standalone 1424
# standalone 1425
kkk1426 = [1426, 1427]
# standalone 1427

# standalone 1429
# standalone 1430
kkkkk1431 = [1431, 1432]
kkkkk1432 = [1432, 1433]
# standalone 1433
# standalone 1434
kkkkkkk1435 = [1435, 1436]
# standalone 1436
# standalone 1437
kkkkk1438      = 1438 # comment 1438
kkkkkkkkk1439  = 1439 # comment 1439
kkk1440        = [1440, 1441]
kkkkkkkkkk1441 = [1441, 1442]
kkkkkkkkkk1442 = 1442 # comment 1442
kk1443         = [1443, 1444]
# standalone 1444
kkkk1445 = [1445, 1446]
kkkk1446 = [1446, 1447]
block1447 {
  inner_1447 = 1447 # c
}
k1448 = 1448 # comment 1448
# standalone 1449
# standalone 1450
# standalone 1451
kkkkkkkkkk1452 = [1452, 1453]
# standalone 1453
kkkkkkkkkkkk1454 = [1454, 1455]
# standalone 1455
block1456 {
  inner_1456 = 1456 # c
}
kkkkkkkkkk1457 = [1457, 1458]
block1458 {
  inner_1458 = 1458 # c
}

kkkkkkkkk1460 = 1460 # comment 1460
kk1461        = [1461, 1462]
# standalone 1462
# standalone 1463
kkkkkkkkkk1464 = 1464 # comment 1464
kkkk1465       = [1465, 1466]
kkkkkkkk1466   = [1466, 1467]
# standalone 1467
kkkkkkkkkk1468 = [1468, 1469]
# standalone 1469

kkk1471          = [1471, 1472]
kkkkkk1472       = [1472, 1473]
kk1473           = 1473 # comment 1473
kkkkkkkkk1474    = 1474 # comment 1474
kk1475           = 1475 # comment 1475
kkkkkkkkkkkk1476 = [1476, 1477]
kkkkkkkkk1477    = [1477, 1478]
kkkkkkkkkkk1478  = 1478 # comment 1478
kkkkkkkkk1479    = 1479 # comment 1479
kkkkkkkkk1480    = 1480 # comment 1480
kkkkkkkkk1481    = 1481 # comment 1481
kkkkkkk1482      = 1482 # comment 1482
# standalone 1483

# standalone 1485
block1486 {
  inner_1486 = 1486 # c
}
kkkkkkkkkkkk1487 = [1487, 1488]
block1488 {
  inner_1488 = 1488 # c
}
# standalone 1489
k1490 = 1490 # comment 1490

block1492 {
  inner_1492 = 1492 # c
}
block1493 {
  inner_1493 = 1493 # c
}
kkkk1494 = 1494 # comment 1494
# standalone 1495
kkkkkkkkkk1496 = 1496 # comment 1496
# standalone 1497
kkkkkkkkk1498  = 1498 # comment 1498
kkkkkkkkkk1499 = 1499 # comment 1499
