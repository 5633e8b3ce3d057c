## Avisos além dos turnos: lugares que mudam de mãos, cancelamento, jogo quebrado, saída, o tópico,
## o registro do jogo, `/azul meus-jogos`.

seat-back = { $who } retomou seu lugar do piloto automático.
seat-left = { $who } saiu do jogo: o piloto automático joga esse lugar até o fim, e o jogo é pontuado normalmente.
seat-left-server = { $who } saiu do servidor: o piloto automático joga esse lugar até o fim, e o jogo é pontuado normalmente.
broken-notice = ⚠️ O estado salvo deste jogo está corrompido, então ele não pode continuar. Quem organiza ou quem tem Gerenciar mensagens pode cancelá-lo para liberar o canal.
button-cancel-game = Cancelar jogo
game-cancelled = O jogo foi cancelado.
leave-question = **Sair deste jogo?** Se você sair, o piloto automático joga seu lugar até o fim: o jogo continua e é pontuado, e o resultado marca seu lugar como “saiu”. (Se não sobrar mais ninguém, o jogo termina aqui, sem pontuação.)
button-leave-game = Sair do jogo
button-keep-playing = Continuar jogando
left-game = Você saiu do jogo: o piloto automático joga seu lugar até o fim.
left-game-ended = Você saiu do jogo. Não sobrou mais ninguém, então ele terminou aqui, sem pontuação.
stayed = Você continua no jogo. Nada mudou.
not-the-question = Esse botão é da pergunta privada de `/azul sair`. Nada mudou.
not-its-message = Esse botão não é desta mensagem. Nada mudou.
seat-yours-again = Seu lugar é seu de novo: o piloto automático parou. As mensagens de turno vão mencionar você como antes.
left-lobby = Você saiu do lobby.
lobby-handed = { $who } (host) saiu do lobby; agora { $host } é host e pode começar o jogo.
lobby-closed-by-host = { $who } (host) saiu: o lobby está fechado.
you-cancelled = Você cancelou o jogo.
hint-draft = 💡 A IA difícil jogaria: pegar { $phrase }. Ela espera { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta rodada. (Só você vê isto; nada mudou.)
hint-draft-marker = 💡 A IA difícil jogaria: pegar { $phrase } (e o { -first-player-marker }). Ela espera { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta rodada. (Só você vê isto; nada mudou.)
hint-place = 💡 A IA difícil jogaria: pôr o azulejo na coluna { $column }. Ela espera { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      } desta jogada na colocação na parede desta rodada. (Só você vê isto; nada mudou.)
choice-not-offered = Essa escolha não foi oferecida por mim. Nada mudou.
unknown-button = Este botão não é meu (ou é de uma versão antiga do bot). Nada mudou.
unknown-command = Não conheço esse comando. Tente `/azul regras`.
restarting = O bot está reiniciando; tente de novo em alguns segundos. Nada mudou.
unexpected = Desculpe, algo deu errado do meu lado. Se o que você fez não aparecer em instantes, tente de novo.

thread-start-notice = 🎲 Começou um jogo de Azul: { $players }. As jogadas acontecem no tópico { $thread }; o resultado final será publicado aqui.
thread-results-pointer = 🏁 O jogo acabou: o resultado final está em { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Os jogos de Azul deste canal acontecem nos seus tópicos: use o comando no seu.
busy-thread = Este tópico é de um jogo de Azul: comece um novo jogo em { $channel }. Nada foi aberto.
busy-lobby = Este canal já tem um lobby aberto{ $where } Um lobby por vez: quando o jogo dele começar (no seu próprio tópico), o próximo pode abrir.
busy-game = Este canal já tem um jogo em andamento{ $where } Este jogo acontece no próprio canal (sem tópico), então é o único até terminar.

log-title = **Registro do jogo** — { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
  }
log-title-paged = **Registro do jogo** — { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
  } · página { $page }/{ $pages } (`/azul jogadas página:N`)
log-empty = **Registro do jogo** — nenhuma jogada ainda.
log-round = __Rodada { $round }__
log-not-started = O jogo ainda não começou: não há jogadas para mostrar.
log-pages = { $pages ->
    [0] Há { $pages } páginas: escolha uma página de 1 a { $pages }.
    [one] Há 1 página: escolha a página 1.
   *[other] Há { $pages } páginas: escolha uma página de 1 a { $pages }.
  }

mygames-none = Você não está em nenhum jogo de Azul agora. Comece um com `/azul novo`.
mygames-title = **Seus jogos de Azul** ({ $count })
mygames-a-server = um servidor
mygames-lobby = • { $where } — lobby aberto ({ $seated }/{ $seats }): { $players }{ $link }
mygames-game = • { $where } — rodada { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **sua vez**
mygames-waiting = esperando { $who }
mygames-clock = , o tempo acaba { $when }

notify-choose = Escolha `ativar` ou `desativar` (`/azul avisar dm:ativar`). Nada mudou.
notify-on = Também vou mandar uma mensagem direta quando seu turno estiver esperando há metade do tempo. (Se suas DMs estiverem fechadas para mim, fica só a menção no canal.)
notify-off = Sem mais mensagens diretas: você recebe só a menção no canal do jogo.

settings-in-a-server = Configurações são de um servidor: use este comando em um.
settings-not-allowed = Só membros com a permissão Gerenciar servidor podem mudar as configurações de Azul deste servidor. Nada mudou.
settings-choose = Escolha um idioma. Nada mudou.
settings-language-set = A partir de agora, os novos jogos de Azul deste servidor falam { $language }. (Quem organiza um jogo ainda pode escolher outro idioma com `/azul novo idioma:`.)
settings-language-server = A partir de agora, os novos jogos de Azul deste servidor falam o idioma do servidor no Discord (inglês quando eu não falo esse idioma).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Pontuação: { $scores }
log-file-end = Fim de jogo: { $scores }. Vitória: { $winners }.
log-file-end-agreement = Fim de jogo por acordo: { $scores }. Vitória: { $winners }.
log-file-cancelled = O jogo foi cancelado.
log-file-description = O jogo inteiro em palavras: cada jogada, a pontuação de cada rodada, o resultado.
