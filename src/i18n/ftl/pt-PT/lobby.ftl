## A mensagem do lobby, os botões, e o lobby depois de fechado.

variant-name = { $variant ->
    [gray] parede cinzenta (colocação livre)
   *[standard] parede colorida
  }
variant-choice = { $variant ->
    [gray] parede cinzenta (colocação livre)
   *[standard] parede colorida (padrão)
  }

# O tempo de turno: "1 dia por turno", "sem limite de tempo".
turn-time = { $unit ->
    [none] sem limite de tempo
    [day] { $count ->
        [one] { $count } dia por turno
       *[other] { $count } dias por turno
      }
    [hour] { $count ->
        [one] { $count } hora por turno
       *[other] { $count } horas por turno
      }
    [minute] { $count ->
        [one] { $count } minuto por turno
       *[other] { $count } minutos por turno
      }
   *[second] { $count ->
        [one] { $count } segundo por turno
       *[other] { $count } segundos por turno
      }
  }
# Um tempo de turno oferecido por `/azul novo` ($unit e $count como em turn-time): "1 dia (por omissão)".
turn-time-choice = { $unit ->
    [none] sem limite
    [day] { $count ->
        [one] { $count } dia
       *[other] { $count } dias
      }
    [hour] { $count ->
        [one] { $count } hora
       *[other] { $count } horas
      }
   *[minute] { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
      }
  }{ $default ->
    [yes] {" "}(por omissão)
   *[no] {""}
  }

level-description = { $level ->
    [easy] comete erros: bom para aprender
    [medium] planeia a ronda
   *[hard] vê para lá da ronda: o mais forte
  }
bot-name = Bot · { $level ->
    [easy] fácil
    [medium] médio
   *[hard] difícil
  }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — novo jogo, { variant-name }, até { $seats ->
        [one] { $seats } jogador
       *[other] { $seats } jogadores
      }, { $clock }
lobby-host = Quem organiza: { $host }
lobby-seated = Na mesa ({ $seated }/{ $seats }): { $players }
lobby-nobody = ninguém
lobby-can-start = Quem organiza já pode começar.
lobby-waiting = À espera de pelo menos mais uma pessoa (ou de que quem organiza junte um bot).
lobby-invited = Convites: { $players }. Só essas pessoas (e bots) se podem sentar.
lobby-join = Entrar
lobby-leave = Sair
lobby-start = Começar
lobby-cancel = Cancelar
lobby-add-bot = Host: juntar um bot…
lobby-remove-bot = Retirar { $name }

lobby-closed = **Azul** — { variant-name }
    Jogadores: { $players }
    { $note }
lobby-started = O jogo começou — boa sorte!
lobby-playing-here = Joga-se aqui: { $reason }.
lobby-closed-host-left = Quem organizava saiu: este lobby está fechado.
lobby-closed-cancelled = Cancelado por { $who }.
lobby-closed-abandoned = { $who } saiu: o jogo acabou.
lobby-closed-left-server = { $who } saiu do servidor: este lobby está fechado.
rematch-invite = Desforra! { $players }: carreguem em Entrar para jogar outra vez.

# Porque é que um jogo decorre no próprio canal (o Discord não deu um tópico).
thread-refusal = { $reason ->
    [no-permission] não tenho permissão para criar tópicos neste canal
    [no-threads] este canal não pode ter tópicos
    [no-lobby] a mensagem do lobby desapareceu, por isso não há de onde abrir um tópico
    [too-many] este canal já tem tantos tópicos ativos quantos o Discord permite
   *[refused] o Discord recusou o tópico que pedi
  }
