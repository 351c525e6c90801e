import type { CategoryCode } from '@precis/shared';

/** The Portuguese vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const PORTUGUESE_TERMS: Partial<Record<CategoryCode, string>> = {
  TASKS_ACTIONS:
    'tarefa, tarefas, lista de tarefas, afazeres, pendências, ~pendente, coisas para fazer, ' +
    'até segunda, até terça, até quarta, até quinta, até sexta, até amanhã, ~prazo, prazo final, ' +
    'data de entrega, ~ata, ata da reunião, próximos passos, lembrete, lembretes, recados, ' +
    '~resolver, ~ligar para, ~reunião, não esquecer, não esquecer de, ~ligar pra, ~marcar, até dia',
  METHODS_TECHNIQUES:
    'gestão do tempo, gestão de tempo, pomodoro, técnica pomodoro, matriz de eisenhower, eisenhower, ' +
    'blocos de tempo, time blocking, gtd, engolir o sapo, comer o sapo, ~sapo, regra dos dois minutos, ' +
    'priorizar, prioridades, priorização, urgente e importante, pareto, kanban, ~método, ~técnica, ' +
    'multitarefa, trabalho focado, deep work, em lotes, ~blocos, menos de dois minutos, ~dois minutos',
  TOOLS_RESOURCES:
    'trello, notion, todoist, evernote, ~app, ~aplicativo, ~aplicação, ~agenda, calendário, ~caderno, ' +
    '~caderninho, bullet journal, ~ferramenta, ~ferramentas, folha de cálculo, planilha, excel, post-it, ' +
    'post-its, planner, google calendar, modelo pronto, template, atalhos de teclado, ~caneta',
  MINDSET_HABITS:
    'procrastinação, procrastinar, procrastino, procrastinando, concentração, concentrar-me, ' +
    'me concentrar, distração, distrações, distraído, distraída, disciplina, autodisciplina, motivação, ' +
    'desmotivado, desmotivada, perfeccionismo, perfeccionista, deixar para depois, adiar, adiando, ' +
    'força de vontade, preguiça, ~foco, ~focado, ~focada, deixar para amanhã, deixei para amanhã, ~vontade',
  OUTCOMES:
    '~resultados, produtividade, =produtivo, =produtiva, ~rendimento, entregas, ~entregue, ' +
    'entregue no prazo, entregues no prazo, metas batidas, meta batida, horas extras, eficiência, ' +
    'eficaz, ~concluído, ~concluídos, ~entregues, produzir mais, produzir muito, horas trabalhadas',
  DEVELOPMENT_CODING:
    '~código, código-fonte, programação, ~programar, programador, programadora, desenvolvedor, desenvolvedora, ' +
    'desenvolvimento de software, software, bug, bugs, depurar, debug, git, github, commit, ~branch, ' +
    'merge, pull request, revisão de código, code review, refatorar, refatoração, compilar, python, ' +
    'javascript, java, api, framework, testes unitários, testes automatizados, código-fonte, ' +
    'linguagem de programação, backend, frontend, deploy, variáveis, banco de dados',
  HARDWARE_DEVICES:
    'computador, portátil, notebook, laptop, pc, ~celular, ~telemóvel, ~smartphone, bateria, ' +
    'disco rígido, ssd, memória ram, ram, processador, placa de vídeo, placa gráfica, ~teclado, ' +
    '~rato, ~mouse, impressora, tablet, ipad, iphone, carregador, cabo usb, usb, fones de ouvido, ' +
    'auscultadores, ecrã partido, tela quebrada, hardware, dispositivo, dispositivos, peças de computador, ' +
    'ventoinha, ventilador do pc, monitor',
  DATA_AI:
    'inteligência artificial, ia, chatgpt, =dados, base de dados, conjunto de dados, dataset, ' +
    'algoritmo, algoritmos, aprendizagem automática, aprendizado de máquina, machine learning, ' +
    'aprendizado profundo, deep learning, rede neural, redes neurais, redes neuronais, ~modelo, ' +
    '~modelos, treinar o modelo, treinado, modelo de linguagem, llm, ciência de dados, ' +
    'cientista de dados, análise de dados, ~previsão, previsões, chatbot, prompt, alucinações, ' +
    'automação, automatização, big data, overfitting, regressão',
  CYBERSECURITY:
    '~senha, ~senhas, palavra-passe, palavras-passe, segurança informática, cibersegurança, ' +
    'segurança digital, hacker, hackers, hackeado, hackeada, phishing, golpe, golpes, golpista, burla, ' +
    'vírus informático, malware, ransomware, criptografia, encriptação, dois fatores, ' +
    'autenticação de dois fatores, verificação em duas etapas, verificação em dois passos, 2fa, ' +
    'antivírus, firewall, vpn, vazamento de dados, fuga de dados, dados pessoais, ataque informático, ' +
    'ciberataque, código por sms, código de verificação, link suspeito, ~sms, ~router, ~roteador, ' +
    'clonado, clonaram',
  TRENDS_INNOVATION:
    'inovação, inovações, inovador, inovadora, tendência, tendências, tecnologia, tecnologias, ' +
    'novas tecnologias, digitalização, transformação digital, drones, drone, startup, startups, ' +
    'carro autônomo, carros autónomos, carro autónomo, blockchain, realidade virtual, ' +
    'realidade aumentada, impressão 3d, robô, robôs, robot, robots, robótica, computação quântica, ' +
    'pagamentos digitais, pix, mpesa, m-pesa, ~futuro, disruptivo, disrupção, invenção, invenções, ' +
    'daqui a dez anos, pagar pelo telemóvel, pagamentos móveis, pagamento por telemóvel, dinheiro móvel',
  STRATEGY_PLANNING:
    'estratégia, estratégias, estratégico, estratégica, ~concorrência, concorrentes, ' +
    'vantagem competitiva, posicionamento, nicho, quota de mercado, participação de mercado, ' +
    'modelo de negócio, modelo de negócios, plano de negócios, plano de negócio, ~visão, ' +
    'plano a três anos, plano a cinco anos, cenários, expansão, análise swot, swot, roadmap',
  FINANCE_ACCOUNTING:
    'contabilidade, contabilista, contador, contadora, ~balanço, balanço patrimonial, faturamento, ' +
    'faturação, ~lucro, lucros, fatura, faturas, nota fiscal, notas fiscais, fluxo de caixa, ~caixa, ' +
    '~margem, margem de lucro, margem bruta, rentabilidade, rentável, ponto de equilíbrio, fecho do mês, fechamento do mês, ' +
    'folha de pagamento, folha salarial, contas a receber, contas a pagar, conciliação bancária, ' +
    'demonstração de resultados, dre, custos fixos, amortização, tesouraria, liquidez, ' +
    'receitas e despesas',
  MARKETING_SALES:
    'marketing, vendas, ~venda, vender, vendedor, vendedora, publicidade, ~marca, propaganda, ' +
    'campanha publicitária, campanha de marketing, clientela, captar clientes, fidelizar, ' +
    'fidelização, boca a boca, funil de vendas, ~promoção, promoções, anúncio, anúncios, seo, ' +
    'público-alvo, público alvo, branding, influenciador, influenciadora, storytelling, instagram, ' +
    'redes sociais, newsletter',
  MANAGEMENT_LEADERSHIP:
    'líder, líderes, liderança, liderar, ~chefe, chefes, chefia, gerente, gerência, ~gestor, ~gestora, ' +
    '~equipe, ~equipa, supervisor, supervisora, delegar, gerir uma equipa, gerenciar a equipe, ' +
    'gestão de equipas, gestão de equipes, diretor, diretora, ~funcionários, ~colaboradores, ' +
    'cultura organizacional, cultura da empresa, organograma, hierarquia, one-on-one, one-to-one, ' +
    'o meu chefe, meu chefe, delegar tarefas',
  OPERATIONS_LOGISTICS:
    'logística, cadeia de suprimentos, cadeia de abastecimento, abastecimento, fornecedor, ' +
    'fornecedores, armazém, armazéns, estoque, stock, inventário, entregador, entregadores, ' +
    'transportadora, envio, envios, ~entrega, prazo de entrega, caminhão, ~camião, ~camiões, ' +
    'contentor, contêiner, alfândega, produção, fábrica, linha de produção, ~processos, ~pedidos, ' +
    'frete, gargalo, estrangulamento, ~operações, ~turnos',
  PHYSICAL_HEALTH:
    'exercício físico, ~exercícios, desporto, esporte, ~caminhar, caminhada, ~correr, ~corrida, ' +
    'academia, ginásio, musculação, treino de força, ~treino, músculos, saúde física, ' +
    'atividade física, forma física, pressão arterial, pressão alta, colesterol, ~peso, emagrecer, ' +
    'perder peso, sobrepeso, excesso de peso, obesidade, calorias, nutrição, alimentação, ~coração, ' +
    'cardio, natação, nadar, alongamentos, alongamento, passos por dia, sedentarismo, sedentário, ' +
    'subir escadas, fôlego, ~escadas, agachamento, agachamentos, flexões',
  MENTAL_HEALTH:
    'ansiedade, depressão, deprimido, deprimida, estresse, stress, stressado, estressado, ' +
    'estressada, terapia, terapeuta, psicólogo, psicóloga, psiquiatra, psicoterapia, saúde mental, ' +
    'ataque de pânico, ataques de pânico, crise de ansiedade, angústia, burnout, esgotamento, ' +
    '~esgotado, ~esgotada, ~tristeza, transtorno, antidepressivos, suicídio, ~solidão, trauma, ~pedir ajuda',
  WELLNESS_LIFESTYLE:
    'bem-estar, sem ecrãs, sem telas, tempo de ecrã, tempo de tela, desintoxicação digital, ' +
    'detox digital, desligar, meditação, meditar, atenção plena, mindfulness, relaxamento, relaxar, ' +
    'descanso, ~descansar, soneca, sesta, estilo de vida, qualidade de vida, vida saudável, ' +
    'autocuidado, cuidar de si, dormir bem, durmo bem, ~sono, ~passeio, spa, massagem, yoga, ioga, ' +
    '~dormir, adormecer, ecrãs desligados, telas desligadas, desligar os ecrãs, sem ecrã',
  MEDICAL_SCIENTIFIC:
    'estudo clínico, ensaio clínico, placebo, ~médico, ~médica, médicos, medicamento, medicamentos, ' +
    'remédio, remédios, doença, doenças, pacientes, ~paciente, vacina, vacinas, vacinação, ' +
    'antibiótico, antibióticos, vírus, bactéria, bactérias, adn, dna, células, célula, ' +
    'efeitos secundários, efeitos colaterais, ~tratamento, ~hospital, pesquisa médica, ' +
    'investigação médica, medicina, cientistas, receita médica, farmácia, cancro, câncer, enfarte, ' +
    'infarto, gripe, infeção, infecção, sistema imunitário, sistema imunológico, dose, malária, exames de sangue, análises clínicas, análises ao sangue',
  SPECIFIC_AREAS:
    'enxaqueca, dor de cabeça, diabetes, diabético, diabética, glicemia, insulina, dor nas costas, ' +
    'dor de costas, hérnia de disco, gravidez, grávida, parteira, ginecologista, menopausa, ' +
    'menstruação, endometriose, alergia, alergias, asma, dermatite, eczema, ~pele, dermatologista, ' +
    'fisioterapia, fisioterapeuta, ~dentista, ~dentes, tdah, autismo, alzheimer, demência, tiroide, ' +
    'tireoide, hipertensão, artrose, pediatra, joelho, rinite, sinusite, bronquite',
  CONCEPTS_THEORIES:
    'teoria, teorias, conceito, conceitos, ~efeito, paradoxo, hipótese, ~princípio, fenómeno, ' +
    'fenômeno, =vies, =vieses, viés cognitivo, seleção natural, ~evolução, relatividade, filosofia, ' +
    'filósofo, janelas partidas, janelas quebradas, experiência mental, experimento mental, ' +
    'dunning-kruger, modelo teórico',
  STUDY_MEMORIZATION:
    'memorizar, memorização, estudar, estudando, ~exame, ~exames, ~prova, provas, ~revisar, ~revisão, revisão da matéria, ' +
    'rever a matéria, vestibular, enem, exames nacionais, concurso público, decorar, de cor, ' +
    'flashcards, cartões de memorização, =apontamentos, =anotações, técnicas de estudo, ' +
    'repetição espaçada, mnemónica, mnemônica, ~matéria, ~estudante, ~estudantes, ~aluno, ~alunos, ' +
    'trabalho de casa, dever de casa, tpc, passar no exame, estudo para',
  SKILLS_DEVELOPMENT:
    'habilidade, habilidades, competência, competências, destreza, ~prática, praticar, ' +
    'a prática leva à perfeição, aprendiz, ~aprendizagem, ~aprendizado, formação, capacitação, ' +
    '~idioma, ~língua, aprender um idioma, aprender inglês, iniciante, iniciantes, principiante, ' +
    '~melhorar, aperfeiçoar, dominar, ofício, curva de aprendizagem, horas de prática, ~aprender, aprender a tocar, aprendi a tocar',
  RESOURCES_MATERIALS:
    '~livro, ~livros, livro didático, manual escolar, manual, manuais, curso online, curso on-line, ' +
    '~cursos, ~curso, cursos gratuitos, mooc, tutorial, tutoriais, ~podcast, ~podcasts, ' +
    'canal do youtube, youtube, ~vídeo, ~vídeos, biblioteca, recursos, bibliografia, dicionário, ' +
    'enciclopédia, wikipedia, coursera, udemy, duolingo, khan academy, material de estudo, ' +
    'apostila, apostilas, leituras recomendadas',
  UNDERSTANDING_APPLICATION:
    '~entender, ~entendi, compreender, compreensão, ~aplicar, pôr em prática, colocar em prática, ' +
    'na prática, aplicação prática, teoria e prática, ~explicar, ~perceber, ~percebi, ~percebeu',
  SUBJECT_SPECIFIC:
    'matemática, ~física, química, biologia, ~história, geografia, gramática, ortografia, ' +
    '~acento, álgebra, geometria, equação, equações, ~século, ~revolução, latim, conjugação, ' +
    'conjuntivo, subjuntivo, cálculo, ~estatística, tratado de, teorema, crase',
  SELF_AWARENESS:
    'autoconhecimento, conhece-te a ti mesmo, conhecer a si mesmo, conhecer-me, introspeção, ' +
    'introspecção, autoconsciência, dei-me conta, me dei conta, os meus valores, meus valores, ' +
    'os meus limites, meus limites, introvertido, introvertida, ~refletir, ~reflexão, quem sou, ' +
    '~personalidade, ~eu mesmo, ~eu mesma',
  GOAL_SETTING_ACHIEVEMENT:
    'objetivo, objetivos, ~meta, metas, resoluções de ano novo, ~alcançar, ~atingir, ~conquistar, ' +
    'conquista, marcos importantes, plano de ação, passo a passo, pequenos passos, ~cumprir, definir metas, ' +
    'estabelecer metas, traçar metas, passos pequenos, meta grande',
  EMOTIONAL_INTELLIGENCE:
    'emoção, emoções, emocional, inteligência emocional, empatia, empático, empática, raiva, ~zanga, ' +
    'ciúme, ciúmes, frustração, gerir as emoções, lidar com as emoções, o que sentes, o que você sente, ' +
    'sentimentos, ~sentir, compaixão, rancor, vergonha, ~culpa, reprimir, ~gritar, ~grita, respirar fundo, respiro fundo',
  MINDSET_GROWTH:
    'fracasso, fracassos, fracassar, fracassei, levantar-se, ~cair, resiliência, perseverança, ' +
    'mentalidade de crescimento, ~mentalidade, mindset, zona de conforto, aprender com os erros, ' +
    '~erros, chumbei, reprovei, reprovado, reprovada, ~chumbar, desistir, não desistir, ' +
    'tentar de novo, ~desafio, ~desafios, ~crescer, errar, errei, erramos',
  HABITS_ROUTINES:
    'hábito, hábitos, rotina, rotinas, rotina matinal, rotina da manhã, ritual, rituais, ' +
    'todas as manhãs, todas as noites, toda manhã, acordar cedo, constância, 21 dias, ' +
    'rastreador de hábitos, habit tracker, ~todo dia, ~todos os dias',
  PERSONAL_FINANCE:
    '~orçamento, orçamento familiar, poupar, poupança, poupanças, economizar, dívida, dívidas, ' +
    '~gastos, ~despesas, ~gastar, ~fim do mês, chegar ao fim do mês, conta poupança, ' +
    'fundo de emergência, reserva de emergência, parcelas, parcelado, prestações, ~dinheiro, ~grana, ' +
    '~salário, finanças pessoais, endividado, endividada, endividamento, ~empréstimo, ~crédito, ' +
    '~aluguel, ~renda de casa, regra 50/30/20, 50/30/20, cartão de crédito, ~kwanzas, ~meticais, ~cartão, quitar, quitei, quitar dívidas',
  INVESTING:
    'investir, investimento, investimentos, investidor, investidora, ~ações, ~bolsa, ' +
    'bolsa de valores, na bolsa, fundos de índice, fundo de índice, fundos de investimento, etf, ' +
    'etfs, dividendos, ~carteira, diversificar, diversificação, cripto, criptomoedas, bitcoin, ' +
    'renda variável, renda fixa, tesouro direto, cdb, obrigações do tesouro, certificados de aforro, ' +
    'mercado de ações, juros compostos, rentabilidade da carteira, gestor de fundos, gestor de carteira',
  FINANCIAL_LITERACY:
    'inflação, ~juros, taxa de juros, taxa de juro, selic, educação financeira, literacia financeira, ' +
    'comissões bancárias, tarifas bancárias, poder de compra, desvalorização, hipoteca, ' +
    'crédito habitação, financiamento, letras miudinhas, ~finanças, ~economia, spread, ~depósito, ~banco, banco cobra',
  RETIREMENT_PLANNING:
    '~reforma, reforma antecipada, na reforma, reformado, reformada, reformar-me, aposentadoria, aposentar, aposentado, aposentada, ' +
    'aposentar-me, pensão, pensões, previdência, previdência privada, inss, segurança social, ' +
    'ppr, plano de poupança reforma, idade da reforma, velhice, fundo de pensões, descontos para a reforma',
  TAXES:
    'impostos, ~imposto, imposto de renda, =irs, iva, icms, iss, ~declaração, declaração de irs, ' +
    'declaração do imposto de renda, receita federal, finanças públicas, autoridade tributária, ' +
    'e-fatura, deduções, dedutível, dedutíveis, retenção na fonte, contribuinte, fiscal, ' +
    'restituição, reembolso do irs, tributário, tributária, tributação, mei, nif, cpf na nota, ' +
    'agt, simples nacional, recibos verdes',
  INTERPERSONAL_RELATIONSHIPS:
    'amizade, amizades, ~amigos, ~amigas, ~amigo, ~amiga, ~parceiro, ~parceira, ~relação, ' +
    '~relações, ~relacionamento, relacionamentos, casamento, marido, esposa, mulher e eu, sogra, ' +
    'sogro, sogros, cunhado, cunhada, ~irmão, ~irmã, namorado, namorada, ~vizinhos, convivência, ' +
    '~amor, ~família, casados, casado, casada',
  COMMUNICATION_SKILLS:
    'comunicação, comunicar, ~ouvir, escuta ativa, ~escutar, ~conversa, ~conversas, ' +
    'falar em público, linguagem corporal, comunicação não violenta, mal-entendido, mal-entendidos, ' +
    'saber ouvir, expressar-se bem, assertividade, assertivo, assertiva, diálogo, oratória, ~tom',
  CONFLICT_RESOLUTION:
    'conflito, conflitos, discussão, discussões, discutir, discutimos, briga, brigas, brigar, ' +
    'zanga, zangados, mediação, mediador, mediadora, ~acordo, chegar a um acordo, ~compromisso, ' +
    'negociar, negociação, reconciliar, reconciliação, desacordo, desavença, fazer as pazes, ' +
    'não concordamos, ceder, cedeu, cederam, cedemos',
  RELATIONSHIP_BUILDING:
    'rede de contactos, rede de contatos, networking, ~contactos, ~contatos, fazer amigos, ' +
    'novos amigos, novas amizades, ~confiança, ganhar confiança, construir confiança, vínculos, ' +
    'conhecer pessoas, conhecer gente, fazer contactos, relações profissionais, socializar, sem conhecer ninguém, não conhecia ninguém, fazer amizades',
  FEEDBACK:
    'feedback, ~crítica, críticas, crítica construtiva, ~comentários, ~opinião, pedir opinião, ' +
    'elogio, elogios, avaliação de desempenho, sugestões, ~retorno, avaliação anual',
  CREATIVE_PROCESS:
    'criatividade, criativo, criativa, inspiração, ~ideias, ~ideia, processo criativo, ' +
    'bloqueio criativo, bloqueio de escritor, página em branco, folha em branco, ~rascunho, ' +
    'primeiro rascunho, musa, chuva de ideias, tempestade de ideias, brainstorming, ~criar, ~escrevo, ' +
    'escrever todos os dias',
  ART_FORMS:
    'música, pintura, teatro, romance, romances, poesia, poema, poemas, cinema, ~filme, fado, samba, ' +
    'bossa nova, kizomba, semba, marrabenta, dança, ballet, ópera, escultura, fotografia, literatura, ' +
    '~arte, jazz, rap, canção, canções, música clássica, cerâmica, ~arquitetura, ~arquitectura, ' +
    'banda desenhada, quadrinhos, ~pintar',
  ARTISTIC_TECHNIQUES:
    'claro-escuro, perspetiva, perspectiva, aguarela, aquarela, óleo sobre tela, pincel, pincéis, ' +
    'pincelada, esboço, esboços, ~desenho, ~desenhar, ~composição, enquadramento, esmalte, torno, ' +
    'gravura, caligrafia, sombreado, ~contraste, paleta, misturar cores, exposição da foto, vidrado, azulejo, azulejos, cozedura, ~forno',
  ART_APPRECIATION:
    'museu, museus, ~exposição, galeria, obra de arte, obras de arte, obra-prima, ~quadro, ' +
    'contemplar, ~admirar, crítica de arte, história da arte, ~emocionar-se',
  EXPRESSION:
    'expressão, expressar-se, ~expressar, pôr em palavras, desabafar, desabafo, ~diário, ' +
    'escrever um diário, diário íntimo, voz própria, encontrar a minha voz, liberdade de expressão, grafite, grafites, grafitar, graffiti, dizer o que sinto',
  TRAVEL_PLANNING:
    'viagem, viagens, viajar, voo, voos, ~bilhete, ~passagem, passagens aéreas, reservar, ~reserva, ' +
    'hotel, hotéis, itinerário, roteiro de viagem, hospedagem, alojamento, alugar carro, ' +
    'aluguel de carro, aluguer de carro, hostel, pousada, airbnb, ~férias, com antecedência, visto de turista, pedir o visto, ' +
    'escapadinha, pacote de viagem, interrail, ~autocarro, ~autocarros, ~comboio, ~ônibus, passagem aérea, bilhete de avião',
  CULTURAL_EXPERIENCES:
    '~cultura, costume, costumes, tradição, tradições, ~festa, festas populares, festival, ' +
    'gastronomia local, comida local, os locais, hospitalidade, carnaval, festa junina, santos populares, ' +
    'cerimónia, cerimônia, património, patrimônio, folclore, choque cultural, semana santa',
  EXPLORATION_ADVENTURE:
    'aventura, aventuras, aventureiro, aventureira, expedição, mochileiro, mochileiros, mochilão, ' +
    '~mochila, trilha, trilhas, trilho, caminhada na montanha, trekking, travessia, acampar, acampamento, ' +
    'campismo, selva, deserto, perder-se, explorar, exploração, ~cume, volta ao mundo, escalada, ' +
    'natureza selvagem, safari',
  DESTINATION_SPECIFIC:
    'centro histórico, bairro histórico, monumento, monumentos, imperdível, imperdíveis, ' +
    'pontos turísticos, património mundial, patrimônio mundial, unesco, ~capital, ~bairro, catedral, ' +
    'miradouro, mirante, ~praia, ~lago, ~cidade',
  TRAVEL_TIPS:
    'bagagem, bagagem de mão, mala, malas, passaporte, seguro de viagem, ~dica, ~dicas, ' +
    'dicas de viagem, ~conselho, adaptador, jet lag, câmbio, trocar dinheiro, gorjeta, regatear, ' +
    'pechinchar, carteiristas, aeroporto, viajar leve, ~táxi, mapas offline, antes de viajar',
  ENVIRONMENTAL_ISSUES:
    'mudanças climáticas, alterações climáticas, mudança climática, crise climática, ~clima, poluição, ' +
    'poluído, poluída, aquecimento global, glaciar, glaciares, geleira, geleiras, ~seca, período de seca, ' +
    'enchentes, inundações, onda de calor, efeito estufa, efeito de estufa, ' +
    'gases de efeito estufa, emissões, desmatamento, desflorestação, queimadas, pesticidas, ' +
    'agrotóxicos, microplásticos, meio ambiente, ~ambiente, ambiental, perda de biodiversidade, ' +
    'extinção, incêndios florestais, subida do nível do mar, nível do mar, erosão costeira',
  ECO_FRIENDLY_PRACTICES:
    'reciclar, reciclagem, plástico, resíduos, ~lixo, compostagem, sacolas reutilizáveis, ' +
    'sacos reutilizáveis, saco de pano, ecobag, reutilizável, reutilizáveis, reutilizar, ' +
    'segunda mão, brechó, a granel, lixo zero, desperdício zero, zero waste, poupar água, ' +
    'economizar água, poupar energia, painéis solares, ~horta, sustentável, sustentabilidade, ' +
    'ecológico, ecológica, ~bicicleta, transportes públicos, transporte público, consumo consciente, ' +
    'desperdício, desperdício alimentar, separar o lixo, garrafa reutilizável, consertar, separamos o lixo, separação do lixo, oleão, ecoponto, ecopontos, ~óleo usado',
  CONSERVATION_EFFORTS:
    'parque nacional, espécies, espécie, em vias de extinção, em extinção, ameaçadas de extinção, ' +
    'conservação, ~proteger, reserva natural, área protegida, áreas protegidas, reflorestamento, ' +
    'reflorestação, reintrodução, zonas húmidas, mangais, manguezais, fauna, flora, biodiversidade, ' +
    'guarda-florestal, guardas florestais, santuário, vida selvagem, caça furtiva, tartarugas marinhas, ' +
    'tamar, voluntariado ambiental',
  POLICY_ADVOCACY:
    'abaixo-assinado, petição, petições, recolha de assinaturas, ~assinaturas, manifestação, manifestações, marcha pelo clima, ' +
    'greve pelo clima, greve climática, ~lei, ~leis, legislação, ativismo, ativista, ativistas, ' +
    'protesto, protestos, congresso, parlamento, assembleia da república, política ambiental, ' +
    'políticas ambientais, política climática, acordo de paris, ~votar, lobby, pressão pública, ' +
    'mobilização, diretiva europeia, direito à reparação, consulta pública, deputado, deputados, eleitores, vereador',
  PERSONAL_IMPACT:
    'pegada de carbono, ~pegada, pegada ecológica, o meu impacto, meu impacto, impacto ambiental, ' +
    '~co2, toneladas de co2, menos carne, vegetariano, vegetariana, vegano, vegana, ' +
    'compensar emissões, consumir menos, a minha parte, pequenos gestos, cada um faz a sua parte, viagens de avião, andar de avião, voar menos, ~água, consumo de água, banhos mais curtos, banho mais curto',
};
