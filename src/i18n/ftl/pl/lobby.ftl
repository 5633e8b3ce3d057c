## Wiadomość poczekalni, jej przyciski i poczekalnia po zamknięciu.

variant-name = { $variant ->
    [gray] szara ściana (dowolne układanie)
   *[standard] kolorowa ściana
  }
variant-choice = { $variant ->
    [gray] szara ściana (dowolne układanie)
   *[standard] kolorowa ściana (standard)
  }

# Czas na ruch: „1 dzień na ruch”, „bez limitu czasu”.
turn-time = { $unit ->
    [none] bez limitu czasu
    [day] { $count ->
        [one] { $count } dzień na ruch
        [few] { $count } dni na ruch
        [many] { $count } dni na ruch
       *[other] { $count } dnia na ruch
      }
    [hour] { $count ->
        [one] { $count } godzina na ruch
        [few] { $count } godziny na ruch
        [many] { $count } godzin na ruch
       *[other] { $count } godziny na ruch
      }
    [minute] { $count ->
        [one] { $count } minuta na ruch
        [few] { $count } minuty na ruch
        [many] { $count } minut na ruch
       *[other] { $count } minuty na ruch
      }
   *[second] { $count ->
        [one] { $count } sekunda na ruch
        [few] { $count } sekundy na ruch
        [many] { $count } sekund na ruch
       *[other] { $count } sekundy na ruch
      }
  }
# Czas na ruch do wyboru w `/azul nowa` ($unit i $count jak w turn-time): „1 dzień (domyślnie)”.
turn-time-choice = { $unit ->
    [none] bez limitu
    [day] { $count ->
        [one] { $count } dzień
        [few] { $count } dni
        [many] { $count } dni
       *[other] { $count } dnia
      }
    [hour] { $count ->
        [one] { $count } godzina
        [few] { $count } godziny
        [many] { $count } godzin
       *[other] { $count } godziny
      }
   *[minute] { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
        [many] { $count } minut
       *[other] { $count } minuty
      }
  }{ $default ->
    [yes] {" "}(domyślnie)
   *[no] {""}
  }

level-description = { $level ->
    [easy] popełnia błędy: dobry do nauki
    [medium] planuje rundę naprzód
   *[hard] patrzy dalej niż runda: najsilniejszy
  }
bot-name = Bot · { $level ->
    [easy] łatwy
    [medium] średni
   *[hard] trudny
  }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — nowa gra, { variant-name }, do { $seats ->
    [one] { $seats } miejsca
    [few] { $seats } miejsc
   *[many] { $seats } miejsc
  }, { $clock }
lobby-host = Prowadzi: { $host }
lobby-seated = Przy stole ({ $seated }/{ $seats }): { $players }
lobby-nobody = nikt
lobby-can-start = Host może już zacząć.
lobby-waiting = Czekamy na co najmniej jeszcze jedną osobę (albo na bota od hosta).
lobby-invited = Zaproszenia: { $players }. Miejsca mogą zająć tylko te osoby (i boty).
lobby-join = Dołącz
lobby-leave = Wyjdź
lobby-start = Rozpocznij
lobby-cancel = Anuluj
lobby-add-bot = Host: dodaj bota…
lobby-remove-bot = Usuń: { $name }

lobby-closed = **Azul** — { variant-name }
    Przy stole: { $players }
    { $note }
lobby-started = Gra się zaczęła — powodzenia!
lobby-playing-here = Gramy tutaj: { $reason }.
lobby-closed-host-left = Host wychodzi: ta poczekalnia jest zamknięta.
lobby-closed-cancelled = Anulowane przez: { $who }.
lobby-closed-abandoned = { $who } opuszcza grę: gra skończona.
lobby-closed-left-server = { $who } opuszcza serwer: ta poczekalnia jest zamknięta.
rematch-invite = Rewanż! { $players }: naciśnijcie Dołącz, żeby zagrać jeszcze raz.

# Dlaczego gra toczy się na swoim kanale (Discord nie dał wątku).
thread-refusal = { $reason ->
    [no-permission] nie mogę tworzyć wątków na tym kanale
    [no-threads] ten kanał nie może mieć wątków
    [no-lobby] wiadomości poczekalni już nie ma, więc nie ma od czego zacząć wątku
    [too-many] ten kanał ma już tyle aktywnych wątków, ile pozwala Discord
   *[refused] Discord odmówił wątku, o który prosiłem
  }
