## A mensagem do lobby, seus botões, e o lobby depois de fechado.

variant-name = { $variant ->
    [gray] parede cinza (colocação livre)
   *[standard] parede colorida
  }
variant-choice = { $variant ->
    [gray] parede cinza (colocação livre)
   *[standard] parede colorida (padrão)
  }

# O tempo de turno: "1 dia por turno", "sem limite de tempo".
turn-time = { $unit ->
    [none] sem limite de tempo
    [day] { $count ->
        [0] { $count } dias por turno
        [one] { $count } dia por turno
       *[other] { $count } dias por turno
      }
    [hour] { $count ->
        [0] { $count } horas por turno
        [one] { $count } hora por turno
       *[other] { $count } horas por turno
      }
    [minute] { $count ->
        [0] { $count } minutos por turno
        [one] { $count } minuto por turno
       *[other] { $count } minutos por turno
      }
   *[second] { $count ->
        [0] { $count } segundos por turno
        [one] { $count } segundo por turno
       *[other] { $count } segundos por turno
      }
  }
# Um tempo de turno oferecido por `/azul novo` ($unit e $count como em turn-time): "1 dia (padrão)".
turn-time-choice = { $unit ->
    [none] sem limite
    [day] { $count ->
        [0] { $count } dias
        [one] { $count } dia
       *[other] { $count } dias
      }
    [hour] { $count ->
        [0] { $count } horas
        [one] { $count } hora
       *[other] { $count } horas
      }
   *[minute] { $count ->
        [0] { $count } minutos
        [one] { $count } minuto
       *[other] { $count } minutos
      }
  }{ $default ->
    [yes] {" "}(padrão)
   *[no] {""}
  }

level-description = { $level ->
    [easy] comete erros: bom para aprender
    [medium] planeja a rodada
   *[hard] enxerga além da rodada: o mais forte
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
        [0] { $seats } jogadores
        [one] { $seats } jogador
       *[other] { $seats } jogadores
      }, { $clock }
lobby-host = Quem organiza: { $host }
lobby-seated = Sentados ({ $seated }/{ $seats }): { $players }
lobby-nobody = ninguém
lobby-can-start = Quem organiza já pode começar.
lobby-waiting = Esperando pelo menos mais uma pessoa entrar (ou quem organiza adicionar um bot).
lobby-invited = Convites: { $players }. Só essas pessoas (e bots) podem sentar.
lobby-join = Entrar
lobby-leave = Sair
lobby-start = Começar
lobby-cancel = Cancelar
lobby-add-bot = Host: adicionar um bot…
lobby-remove-bot = Remover { $name }

lobby-closed = **Azul** — { variant-name }
    Jogadores: { $players }
    { $note }
lobby-started = O jogo começou — boa sorte!
lobby-playing-here = Jogando aqui: { $reason }.
lobby-closed-host-left = Quem organizava saiu: este lobby está fechado.
lobby-closed-cancelled = Cancelado por { $who }.
lobby-closed-abandoned = { $who } saiu: o jogo acabou.
lobby-closed-left-server = { $who } saiu do servidor: este lobby está fechado.
rematch-invite = Revanche! { $players }: apertem Entrar para jogar de novo.

# Por que um jogo acontece no próprio canal (o Discord não deu um tópico).
thread-refusal = { $reason ->
    [no-permission] não tenho permissão para criar tópicos neste canal
    [no-threads] este canal não pode ter tópicos
    [no-lobby] a mensagem do lobby sumiu, então não há de onde abrir um tópico
    [too-many] este canal já tem tantos tópicos ativos quanto o Discord permite
   *[refused] o Discord recusou o tópico que pedi
  }
