## The game review: every move of a finished game analysed by the AI, posted in the
## game's thread and shown by `/azul review`. Points are "expected points": what the AI expects a
## move to be worth in final score difference to the best opponent.

cmd-review = review
    .description = The AI's review of a finished Azul game (in its thread): accuracy, mistakes, better moves

review-title = **Game review** — { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  } analysed by the AI
review-agreement = The game ended by agreement: its moves up to then are reviewed.
review-key = Accuracy: the share of a player's moves within { $accurate ->
    [one] { $accurate } expected point
   *[other] { $accurate } expected points
  } of the best move the AI found. Points given away: inaccuracy from { $inaccuracy }, mistake from { $mistake }, blunder from { $blunder }.
review-player = **{ $name }** — { $score ->
    [one] { $score } point
   *[other] { $score } points
  } · accuracy **{ $accuracy }%** · { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
  }, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
  }, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
  }
review-player-clean = No move gave away points.
# "Round 3, move 41: 1 yellow from Center to Line 2 instead of 1 blue from Center to Line 5: −5.6 expected points (mistake)"
review-costly = Round { $round }, move { $move }: { $played } instead of { $better }: −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } expected point
   *[other] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } expected points
  } ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
   *[good] a small loss
  }
# A move in the review: "2 blue from Display 5 to Line 2", "3 red from Center to the floor".
review-move-draft = { $tiles } { color } from { $source } to { $target }
review-move-floor = the floor
review-move-spill = { $move } ({ $count } to the floor)
review-move-marker = { $move }, taking the { -first-player-marker }
# Gray wall: "the red of Line 3 to Column 4".
review-move-place = the { color } of { $line } to { $column }

# Read privately page by page (the reader's own part first): the lead's costliest move, a page of one
# costly move ("**Ana** · costly move 2 of 3"), where the reader is, and the buttons.
review-your-costliest = Your costliest move:
review-costly-of = **{ $name }** · costly move { $rank } of { $count }
review-page = { $page } / { $pages }
review-button-mine = Your review
review-button-previous = Previous
review-button-next = Next

review-unavailable = Game reviews are not available right now. Try again later.

history-review-button = Review { $number }
history-review-buttons = A Review button shows the AI's review of that game, only to you.

stats-accuracy = Accuracy: { $mean }% on average over { $games ->
    [one] { $games } reviewed game
   *[other] { $games } reviewed games
  } (moves within 1 expected point of the AI's best).

refusal-review-not-finished = This game is not over yet: its review comes once it is finished.
refusal-no-game-to-review = There is no game here to review: use `/azul review` in a finished game’s thread, or the Review buttons of `/azul history`.
refusal-not-reviewable = That game was cancelled or abandoned (or cannot be read back): there is no review of it.
