## Every word drawn in the images (table, my board, round summary, final results, scoring examples,
## game review) and their alt texts (read aloud by screen readers; up to 1,024 characters).
## Drawn words must fit small boxes: keep them as short as the English ones where you can (a test
## measures every one against its box in every language; a word too long is cut with "…").
## Numbers are formatted for the language by Fluent (NUMBER). $who and $name are player names.

# The tile colors, lowercase, as used inside sentences ("took 2 blue").
image-color = { $color ->
    [blue] blue
    [yellow] yellow
    [red] red
    [black] black
   *[white] white
  }

## The banner and board headers.
image-round = Round { $round }
image-to-play = { $who } to play
image-places-line = { $who } places line { $line }
image-places-tiles = { $who } places tiles
# Shorter forms when the banner is too narrow for the ones above (the board shows the line lit).
image-places-line-short = { $who }: line { $line }
image-places-tiles-short = { $who }: wall
image-game-over = Game over
# Pills on the board of the player to act: short, uppercase if your language does.
image-pill-to-play = TO PLAY
image-pill-placing = PLACING
image-your-turn = Your turn
image-you-place-line = You place line { $line }
# The floor line's label on a board (short).
image-floor = Floor
# The center's title: with its tile count; the short form when the long one does not fit.
image-center = { $tiles ->
    [0] Center · empty
    [one] Center · { $tiles } tile
   *[other] Center · { $tiles } tiles
  }
image-center-short = Center · { $tiles }
image-center-empty = Center · empty
image-variant = { $variant ->
    [gray] Gray wall
   *[standard] Colored wall
  }
# A player whose name has nothing drawable.
image-seat = Player { $number }

## The supply grid (rows: tiles on the table, in the bag, in the lid) and its one-line form.
image-supply-table = Table
image-supply-bag = Bag
image-supply-lid = Lid
image-totals = Bag { $bag } · lid { $lid } · table { $table }

## The moves since the last turn, drawn in the header.
# Long form, first line: what was taken.
image-move-what = { $who } took { $count } { image-color }
image-move-what-marker = { $who } took { $count } { image-color } + marker
# Long form, second line: from where to where ("Display 3 → line 2 + 1 floor + 1 lid").
image-move-source = { $source ->
    [center] center
   *[display] Display { $number }
  }
image-move-to-line = line { $line }
image-move-to-floor = floor
image-move-floor-count = { $count } floor
image-move-lid-count = { $count } lid
# One move on one line: "Ana: 3, display 2 → line 4".
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] center
   *[display] display { $number }
  }
image-move-target = { $line ->
    [floor] floor
   *[line] line { $number }
  }

## The round summary.
image-round-scored = Round { $round } scored
image-starts-round = { $who } starts round { $round }
image-line = Line { $line }
# Why a placed tile scored: long form for wide cards, short for compact ones.
image-reason = { $kind ->
    [both] row of { $across } + column of { $down }
    [row] row of { $across }
    [column] column of { $down }
   *[none] no neighbour
  }
image-reason-short = { $kind ->
    [both] { $across } across, { $down } down
    [row] { $across } across
    [column] { $down } down
   *[none] alone
  }
image-no-free-column = no free column
image-no-free-column-long = no free column, to the floor
image-no-full-line = No full line
image-was = was { $score }
image-this-round = { $change } this round
image-floor-empty = Floor: empty

## The final results.
image-not-finished = Game not finished
image-wins = { $who } wins
image-shared-win = Shared win: { $who }
# Between the names of players who share a win ("Ana & Bo").
image-names-and = { " & " }
image-with-points = with { $score ->
    [one] { $score } point
   *[other] { $score } points
  }
image-complete-rows = { $rows ->
    [one] { $rows } complete row
   *[other] { $rows } complete rows
  }
image-shared-reason = { $score ->
    [one] { $score } point
   *[other] { $score } points
  } and { image-complete-rows } each
image-tie-reason = Tie at { $score }, won on complete rows: { $rows } vs { $best }
image-wins-with = { $who } wins with { $score ->
    [one] { $score } point
   *[other] { $score } points
  }
image-wins-tie = { $who } wins the tie at { $score }: { image-complete-rows } vs { $best }
image-shared-win-sentence = Shared win: { $who }, { $score ->
    [one] { $score } point
   *[other] { $score } points
  } and { image-complete-rows } each
# Under a player's big score.
image-points = points
image-before-bonuses = Before bonuses
# End-of-game bonuses: "Rows  2 × 2" (complete rows, columns, colors; the points of each).
image-rows-bonus = Rows  { $count } × 2
image-columns-bonus = Columns  { $count } × 7
image-colors-bonus = Colors  { $count } × 10
image-final-score = Final score
image-chart-title = Score by round
image-chart-start = Start
# A round on the chart's axis, as short as can be ("R3").
image-chart-round = R{ $round }
image-chart-final = Final

## The scoring examples of /azul help.
image-scoring-title = { $kind ->
    [row] Scoring a row
    [column] Scoring a column
    [both] A row and a column
   *[floor] The floor
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [one] { $across } tile
       *[other] { $across } tiles
      } in its row: { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
    [column] { $down ->
        [one] { $down } tile
       *[other] { $down } tiles
      } in its column: { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
   *[both] { $across } in its row + { $down } in its column: { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
  }
image-new-tile = New tile
# $penalties: each space's loss ("−1 −1 −2 −2"); $total: "−6".
image-floor-explain = The marker and each tile lose the points above them: { $penalties } = { $total }

## The game review's images.
image-review-chart-title = Expected margin, move by move
image-review-round-short = R{ $round }
image-review-played = Played
image-review-better = Better
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pt
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pts
  }
image-review-center = Center
image-review-source = { $source ->
    [center] center
   *[display] display { $number }
  }
image-review-column = column { $number }
# A move in a few words: "2 blue, center → line 2 +1 floor"; a wall placement: "white → column 1".
image-review-draft = { $count } { image-color }, { $source } → { $target }
image-review-spill = { $target } +{ $count } floor
image-review-place = { image-color } → { $column }

## Alt texts (not drawn; read by screen readers). Sentences, full words.
image-alt-table-intro = Azul table, round { $round }, { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $variant ->
    [gray] gray wall
   *[standard] colored wall
  }.
image-alt-my-board-intro = Azul, { $viewer }'s board up close, round { $round }, { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $variant ->
    [gray] gray wall
   *[standard] colored wall
  }.
image-alt-moves-intro = { $count ->
    [one] The move since the last turn:
   *[other] The { $count } moves since the last turn:
  }
image-alt-source = { $source ->
    [center] the center
   *[display] display { $number }
  }
# "1. Ana took 3 red from display 2: 2 to line 4, 1 to the floor." ($parts may be empty: image-alt-move.)
image-alt-move = { $index }. { $who } took { $count } { $marker ->
    [yes] { image-color } and the first player marker
   *[no] { image-color }
  } from { $from }.
image-alt-move-parts = { $index }. { $who } took { $count } { $marker ->
    [yes] { image-color } and the first player marker
   *[no] { image-color }
  } from { $from }: { $parts }.
image-alt-to-line = { $count } to line { $line }
image-alt-to-floor = { $count } to the floor
image-alt-to-lid = { $count } to the lid
image-alt-over = The game is over.
image-alt-to-place = { $who } to place { $line ->
    [none] tiles
   *[line] line { $number }
  } on the wall.
image-alt-to-play = { $who } to play.
image-alt-scores = Scores: { $list }.
image-alt-score = { $who } { $score }
image-alt-marker = { $who } has the first player marker.
image-alt-displays = Displays: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = All displays are empty.
image-alt-center = Center: { $tiles }.
image-alt-center-marker = Center: { $tiles }, and the first player marker.
image-alt-center-only-marker = Center: the first player marker.
image-alt-center-empty = The center is empty.
image-alt-supply = On the table: { $table }. In the bag: { $bag }. In the lid: { $lid }.
image-alt-none = none
# "2 blue" in a list of tiles.
image-alt-count = { $count } { image-color }
image-alt-picked-source = Picked: { $source }.
image-alt-picked = Picked: { $color } from { $source }.
image-alt-board = { $who }: { $score ->
    [one] { $score } point
   *[other] { $score } points
  }; { $lines }; floor { $floor ->
    [0] empty
    [one] { $floor } tile
   *[other] { $floor } tiles
  }.
image-alt-line = line { $line } { $count } { $color }
image-alt-line-empty = line { $line } empty
image-alt-summary-intro = Azul, round { $round } scored.
image-alt-no-round = Azul round summary: no round has been scored yet.
image-alt-placed = { $color } on line { $line } +{ $points }
image-alt-dumped = line { $line } had no free column
image-alt-floor = floor { $penalty }
image-alt-player = { $who }: { $before } to { $after }.
image-alt-player-details = { $who }: { $before } to { $after } ({ $details }).
image-alt-starts-next = { $who } starts the next round.
image-alt-not-over = Azul final results: the game is not over yet.
image-alt-final-intro = Azul final results after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }.
image-alt-shared = { $who } share the win, tied on score and complete rows.
image-alt-by-rows = { $who } wins the tie-break on complete rows.
image-alt-wins = { $who } wins.
image-alt-final-player = { $who } { $score ->
    [one] { $score } point
   *[other] { $score } points
  } (bonuses +{ $bonus }: { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
  }, { $columns ->
    [one] { $columns } column
   *[other] { $columns } columns
  }, { $colors ->
    [one] { $colors } color
   *[other] { $colors } colors
  }; { $complete ->
    [one] { $complete } complete row
   *[other] { $complete } complete rows
  }).
image-alt-scoring = { $kind ->
    [row] Scoring example: a tile placed next to two tiles in its row scores one point for each tile of the row it joins, 3 points.
    [column] Scoring example: a tile placed under three tiles of its column scores one point for each tile of the column, 4 points.
    [both] Scoring example: a tile that joins a row of 3 and a column of 2 scores both, 5 points.
   *[floor] Scoring example: 4 tiles on the floor line lose 1, 1, 2 and 2 points, 6 points in all.
  }
# The game record attached to the final results (the file and the command stay as they are).
image-alt-record = The whole game, move by move, as an azul-record/1 file ({ $file }).
image-alt-review-chart = Chart of each player's expected margin over the best other player after each of the game's { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }. At the end: { $ends }.
image-alt-review-position = Round { $round }, { $name } to move. Played: { $played }. Better: { $better }, worth { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } more expected points.
