## Avisos além dos turnos: lugares que mudam de mãos, cancelamento, jogo estragado, saída, o tópico,
## o registo do jogo, `/azul meus-jogos`.

seat-back = { $who } recuperou o seu lugar ao piloto automático.
seat-left = { $who } saiu do jogo: o piloto automático joga esse lugar até ao fim, e o jogo é pontuado como de costume.
seat-left-server = { $who } saiu do servidor: o piloto automático joga esse lugar até ao fim, e o jogo é pontuado como de costume.
broken-notice = ⚠️ O estado guardado deste jogo está estragado, por isso não pode continuar. Quem organiza ou quem tem Gerir mensagens pode cancelá-lo para libertar o canal.
button-cancel-game = Cancelar jogo
game-cancelled = O jogo foi cancelado.
leave-question = **Sair deste jogo?** Se saíres, o piloto automático joga o teu lugar até ao fim: o jogo continua e é pontuado, e o resultado marca o teu lugar como “saiu”. (Se não ficar mais ninguém, o jogo acaba aqui, sem pontuação.)
button-leave-game = Sair do jogo
button-keep-playing = Continuar a jogar
left-game = Saíste do jogo: o piloto automático joga o teu lugar até ao fim.
left-game-ended = Saíste do jogo. Não ficou mais ninguém, por isso acabou aqui, sem pontuação.
stayed = Continuas no jogo. Nada mudou.
not-the-question = Esse botão é da pergunta privada de `/azul sair`. Nada mudou.
not-its-message = Esse botão não é desta mensagem. Nada mudou.
seat-yours-again = O teu lugar voltou a ser teu: o piloto automático parou. As mensagens de turno vão mencionar-te como antes.
left-lobby = Saíste do lobby.
lobby-handed = { $who } (host) saiu do lobby; agora { $host } é host e pode começar o jogo.
lobby-closed-by-host = { $who } (host) saiu: o lobby está fechado.
you-cancelled = Cancelaste o jogo.
hint-draft = 💡 A IA difícil jogaria: tirar { $phrase }. Espera { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta ronda. (Só tu vês isto; nada mudou.)
hint-draft-marker = 💡 A IA difícil jogaria: tirar { $phrase } (e o { -first-player-marker }). Espera { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta ronda. (Só tu vês isto; nada mudou.)
hint-place = 💡 A IA difícil jogaria: pôr o azulejo na coluna { $column }. Espera { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta ronda. (Só tu vês isto; nada mudou.)
choice-not-offered = Essa escolha não foi oferecida por mim. Nada mudou.
unknown-button = Este botão não é meu (ou é de uma versão antiga do bot). Nada mudou.
unknown-command = Não conheço esse comando. Experimenta `/azul regras`.
restarting = O bot está a reiniciar; tenta outra vez daqui a uns segundos. Nada mudou.
unexpected = Desculpa, algo correu mal do meu lado. Se o que fizeste não aparecer daqui a pouco, tenta outra vez.

thread-start-notice = 🎲 Começou um jogo de Azul: { $players }. As jogadas fazem-se no tópico { $thread }; o resultado final será publicado aqui.
thread-results-pointer = 🏁 O jogo acabou: o resultado final está em { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Os jogos de Azul deste canal decorrem nos seus tópicos: usa o comando no teu.
busy-thread = Este tópico é de um jogo de Azul: começa um jogo novo em { $channel }. Nada foi aberto.
busy-lobby = Este canal já tem um lobby aberto{ $where } Um lobby de cada vez: quando o jogo dele começar (no seu próprio tópico), pode abrir-se o seguinte.
busy-game = Este canal já tem um jogo a decorrer{ $where } Este jogo decorre no próprio canal (sem tópico), por isso é o único até acabar.

log-title = **Registo do jogo** — { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
  }
log-title-paged = **Registo do jogo** — { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
  } · página { $page }/{ $pages } (`/azul jogadas página:N`)
log-empty = **Registo do jogo** — ainda sem jogadas.
log-round = __Ronda { $round }__
log-not-started = O jogo ainda não começou: não há jogadas para mostrar.
log-pages = { $pages ->
    [one] Há 1 página: escolhe a página 1.
   *[other] Há { $pages } páginas: escolhe uma página de 1 a { $pages }.
  }

mygames-none = Neste momento não tens lugar em nenhum jogo de Azul. Começa um com `/azul novo`.
mygames-title = **Os teus jogos de Azul** ({ $count })
mygames-a-server = um servidor
mygames-lobby = • { $where } — lobby aberto ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — ronda { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **a tua vez**
mygames-waiting = à espera de { $who }
mygames-clock = , o tempo acaba { $when }

notify-choose = Escolhe `ativar` ou `desativar` (`/azul avisar dm:ativar`). Nada mudou.
notify-on = Também te vou enviar uma mensagem direta quando o teu turno estiver à espera há metade do tempo. (Se as tuas mensagens diretas estiverem fechadas para mim, fica a menção no canal.)
notify-off = Acabaram as mensagens diretas: recebes só a menção no canal do jogo.

settings-in-a-server = As definições pertencem a um servidor: usa este comando num.
settings-not-allowed = Só membros com a permissão Gerir servidor podem mudar as definições de Azul deste servidor. Nada mudou.
settings-choose = Escolhe uma língua. Nada mudou.
settings-language-set = A partir de agora, os novos jogos de Azul deste servidor falam { $language }. (Quem organiza um jogo ainda pode escolher outra língua com `/azul novo idioma:`.)
settings-language-server = A partir de agora, os novos jogos de Azul deste servidor falam a língua do servidor no Discord (inglês quando eu não a falo).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Pontuação: { $scores }
log-file-end = Fim do jogo: { $scores }. Vitória: { $winners }.
log-file-end-agreement = Fim do jogo por acordo: { $scores }. Vitória: { $winners }.
log-file-cancelled = O jogo foi cancelado.
log-file-description = O jogo inteiro em palavras: cada jogada, a pontuação de cada ronda, o resultado.
