import type { CategoryCode } from '@precis/shared';

/** The Spanish vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const SPANISH_TERMS: Partial<Record<CategoryCode, string>> = {
  TASKS_ACTIONS:
    'tarea, tareas, pendiente, pendientes, lista de pendientes, lista de tareas, por hacer, ' +
    'antes del lunes, antes del martes, antes del miércoles, antes del jueves, antes del viernes, ' +
    '~plazo, fecha límite, fecha de entrega, ~acta, acta de la reunión, próximos pasos, recordatorio, ' +
    '~encargos, mandados, recados, ~trámites, hacer hoy, ~llamar, ~reunión',
  METHODS_TECHNIQUES:
    'gestión del tiempo, administración del tiempo, pomodoro, técnica pomodoro, matriz de eisenhower, ' +
    'eisenhower, bloques de tiempo, ~bloques, time blocking, gtd, comerse el sapo, tragarse el sapo, ' +
    '~sapo, regla de los dos minutos, priorizar, prioridades, priorización, urgente e importante, ' +
    'pareto, kanban, ~método, ~técnica, multitarea, trabajo profundo, deep work, por lotes',
  TOOLS_RESOURCES:
    'trello, notion, todoist, evernote, ~app, ~aplicación, agenda, calendario, ~libreta, ~libretas, ' +
    '~cuaderno, bullet journal, herramienta, herramientas, hoja de cálculo, excel, post-it, ' +
    'notas adhesivas, papelitos, planificador, planner, google calendar, plantilla, plantillas, ' +
    'atajos de teclado, ~lápiz',
  MINDSET_HABITS:
    'procrastinación, procrastinar, procrastino, concentración, concentrarme, concentrarse, ' +
    'distracción, distracciones, distraído, distraída, disciplina, autodisciplina, motivación, ' +
    'desmotivado, desmotivada, perfeccionismo, perfeccionista, dejar para después, postergar, aplazar, ' +
    'enfoque, ~foco, fuerza de voluntad, pereza, flojera',
  OUTCOMES:
    '~resultados, productividad, productivo, productiva, ~rendimiento, entregables, ' +
    'entregado a tiempo, entregados a tiempo, ~terminado, ~logros, horas extra, eficiencia, eficaz, ' +
    'objetivos cumplidos',
  DEVELOPMENT_CODING:
    'código, programación, ~programar, programador, programadora, desarrollador, desarrolladora, ' +
    'desarrollo de software, software, bug, bugs, depurar, depuración, git, github, commit, ~rama, ' +
    'merge, pull request, revisión de código, refactorizar, refactorización, compilar, python, ' +
    'javascript, java, api, framework, ~pruebas, pruebas unitarias, código fuente, ' +
    'lenguaje de programación, ~login, backend, frontend, desplegar, despliegue, ~legible, ~error',
  HARDWARE_DEVICES:
    'ordenador, computadora, computador, compu, portátil, laptop, pc, ~celular, ~móvil, batería, ' +
    'disco duro, ssd, ram, memoria ram, procesador, tarjeta gráfica, ~teclado, ~ratón, impresora, ' +
    'tableta, tablet, ipad, iphone, cargador, cable usb, usb, auriculares, ~audífonos, pantalla rota, ' +
    'cambiar la batería, hardware, ~aparato, dispositivo, dispositivos, piezas de repuesto, repuestos, arreglar el celular, ' +
    'reparar el móvil',
  DATA_AI:
    'inteligencia artificial, ia, chatgpt, datos, base de datos, conjunto de datos, algoritmo, ' +
    'algoritmos, aprendizaje automático, machine learning, aprendizaje profundo, red neuronal, ' +
    'redes neuronales, ~modelo, ~modelos, entrenar el modelo, modelo de lenguaje, llm, ' +
    'ciencia de datos, científico de datos, análisis de datos, limpiar los datos, ~predicción, ' +
    'predice, chatbot, prompt, alucinaciones, automatización, big data',
  CYBERSECURITY:
    'contraseña, contraseñas, ~clave, seguridad informática, ciberseguridad, hacker, hackers, hackeo, ' +
    'hackearon, hackeado, suplantación, suplantación de identidad, phishing, ~estafa, ' +
    'virus informático, malware, ransomware, cifrado, encriptación, doble factor, ' +
    'autenticación de dos factores, verificación en dos pasos, 2fa, antivirus, firewall, vpn, ' +
    'filtración de datos, datos personales, ciberataque, código por sms, código de verificación, ' +
    'enlace sospechoso, ~router, ~sms',
  TRENDS_INNOVATION:
    'innovación, innovaciones, innovador, innovadora, tendencia, tendencias, tecnología, tecnologías, ' +
    'nuevas tecnologías, digitalización, transformación digital, drones, dron, startup, startups, ' +
    'coche autónomo, autos autónomos, blockchain, realidad virtual, realidad aumentada, impresión 3d, ' +
    'robot, robots, robótica, computación cuántica, pagos digitales, pago móvil, ~futuro, disrupción, ' +
    'disruptivo, invento, inventos, avances tecnológicos, ~aparatos',
  STRATEGY_PLANNING:
    'estrategia, estrategias, estratégico, estratégica, ~competencia, competidores, ' +
    'ventaja competitiva, posicionamiento, nicho, cuota de mercado, modelo de negocio, ' +
    'plan de negocio, plan de negocios, ~visión, plan a tres años, plan a cinco años, escenarios, ' +
    'expansión, análisis foda, foda, dafo, hoja de ruta',
  FINANCE_ACCOUNTING:
    'contabilidad, contable, contador, contadora, balance general, ~ingresos, ~beneficio, ~beneficios, ' +
    'factura, facturas, facturación, flujo de caja, ~caja, margen, márgenes, rentabilidad, rentable, ' +
    'punto de equilibrio, cierre de mes, cierre contable, nóminas, nómina, cuentas por cobrar, ' +
    'cuentas por pagar, ~conciliar, conciliación bancaria, estado de resultados, pérdidas y ganancias, ' +
    'costos fijos, costes fijos, amortización, tesorería, liquidez',
  MARKETING_SALES:
    'marketing, mercadeo, ventas, ~venta, vender, vendedor, vendedora, publicidad, marca, ' +
    'campaña publicitaria, campaña de marketing, clientela, captar clientes, fidelizar, fidelización, ' +
    'boca a boca, prospectos, embudo de ventas, ~oferta, ~ofertas, promoción, anuncio, anuncios, seo, ' +
    'público objetivo, branding, ~influencer, storytelling, vender más',
  MANAGEMENT_LEADERSHIP:
    'líder, líderes, liderazgo, liderar, jefe, jefa, jefes, gerente, gerencia, ~equipo, encargado, ' +
    'encargada, supervisor, supervisora, mando intermedio, delegar, dirigir un equipo, ' +
    'gestión de equipos, manejar un equipo, directivo, directivos, ~empleados, cultura de empresa, ' +
    'organigrama, jerarquía, management',
  OPERATIONS_LOGISTICS:
    'logística, cadena de suministro, suministro, proveedor, proveedores, almacén, almacenes, ' +
    'inventario, stock, existencias, reparto, repartidores, repartidor, envío, envíos, ~entrega, ' +
    '~entregas, plazo de entrega, camión, camiones, contenedor, contenedores, aduana, producción, ' +
    '~planta, fábrica, línea de producción, repuesto, repuestos, ~procesos, ~rotación, ~pedidos, ' +
    'flete, transportista, cuello de botella, ~operaciones',
  PHYSICAL_HEALTH:
    'ejercicio, deporte, ~caminar, ~caminata, ~correr, salir a correr, gimnasio, gym, ' +
    'entrenamiento de fuerza, músculos, musculación, salud física, actividad física, forma física, ' +
    'presión arterial, tensión arterial, colesterol, ~peso, bajar de peso, perder peso, sobrepeso, ' +
    'obesidad, calorías, nutrición, alimentación, ~corazón, cardio, ~resistencia, natación, nadar, ' +
    'estiramientos, pasos al día, sedentarismo, sedentario, subir escaleras, ~escaleras, =pesas',
  MENTAL_HEALTH:
    'ansiedad, depresión, deprimido, deprimida, estrés, estresado, estresada, terapia, terapeuta, ' +
    'psicólogo, psicóloga, psiquiatra, psicoterapia, salud mental, ataque de pánico, ' +
    'ataques de pánico, angustia, burnout, agotamiento, ~agotado, ~agotada, ~tristeza, trastorno, ' +
    'antidepresivos, ideas suicidas, suicidio, ~soledad, trauma, crisis de ansiedad',
  WELLNESS_LIFESTYLE:
    'bienestar, sin pantallas, nada de pantallas, tiempo de pantalla, desconexión digital, ' +
    'desconectar, meditación, meditar, atención plena, mindfulness, relajación, relajarse, descanso, ' +
    '~descansar, siesta, estilo de vida, calidad de vida, vida sana, autocuidado, cuidarse, ' +
    'dormir bien, duermo bien, ~sueño, ~paseo, spa, masaje, vivir despacio, ~dormir, yoga',
  MEDICAL_SCIENTIFIC:
    '~estudio, ensayo clínico, ~ensayo, placebo, médico, ~médica, médicos, medicamento, medicamentos, ' +
    'enfermedad, enfermedades, pacientes, ~paciente, vacuna, vacunas, vacunación, antibióticos, ' +
    'antibiótico, virus, bacteria, bacterias, adn, arn, célula, células, efectos secundarios, ' +
    '~tratamiento, ~hospital, investigación médica, medicina, científicos, receta médica, farmacia, ' +
    'cáncer, infarto, gripe, infección, sistema inmune, sistema inmunológico, aspirina, dosis',
  SPECIFIC_AREAS:
    'migraña, migrañas, dolor de cabeza, diabetes, diabético, diabética, glucosa, insulina, ' +
    'dolor de espalda, lumbalgia, hernia discal, embarazo, embarazada, matrona, partera, ginecólogo, ' +
    'ginecóloga, menopausia, menstruación, endometriosis, alergia, alergias, asma, dermatitis, eccema, ' +
    '~piel, dermatólogo, fisioterapia, fisio, fisioterapeuta, dentista, ~dientes, tdah, autismo, ' +
    'alzheimer, demencia, tiroides, hipertensión, artrosis, pediatra, salud de la mujer, rodilla',
  CONCEPTS_THEORIES:
    'teoría, teorías, concepto, conceptos, ~efecto, paradoja, hipótesis, ~principio, fenómeno, sesgo, ' +
    'sesgos, sesgo cognitivo, selección natural, ~evolución, relatividad, filosofía, filósofo, ' +
    'ventanas rotas, experimento mental, dunning-kruger, modelo teórico',
  STUDY_MEMORIZATION:
    'memorizar, memorización, estudiar, estudiando, examen, exámenes, repasar, repaso, oposiciones, ' +
    'opos, selectividad, parcial, parciales, de memoria, aprender de memoria, tarjetas de memoria, ' +
    'flashcards, ~fichas, =apuntes, técnicas de estudio, repetición espaciada, mnemotecnia, ' +
    'reglas mnemotécnicas, examen final, temario, ~temas, ~estudiante, ~estudiantes, deberes, ebau, ' +
    'aprobé, aprobar el examen, aprobé el examen',
  SKILLS_DEVELOPMENT:
    'habilidad, habilidades, destreza, destrezas, competencias, se aprende, ~práctica, practicar, ' +
    'la práctica hace al maestro, aprendiz, ~aprendizaje, ~formación, capacitación, ~idioma, ' +
    'aprender un idioma, aprender inglés, principiante, principiantes, ~mejorar, perfeccionar, ' +
    'dominar, oficio, curva de aprendizaje, horas de práctica',
  RESOURCES_MATERIALS:
    '~libro, ~libros, libro de texto, manual, manuales, curso en línea, curso online, ~cursos, ~curso, ' +
    'mooc, tutorial, tutoriales, ~podcast, ~podcasts, canal de youtube, youtube, ~vídeo, biblioteca, ' +
    'recursos, bibliografía, diccionario, enciclopedia, wikipedia, coursera, udemy, duolingo, ' +
    'khan academy, material de estudio, lecturas recomendadas',
  UNDERSTANDING_APPLICATION:
    '~entender, ~entendí, comprender, comprensión, ~aplicar, poner en práctica, en la práctica, ' +
    'llevar a la práctica, aplicación práctica, teoría y práctica, ~explicarlo, entenderlo',
  SUBJECT_SPECIFIC:
    'matemáticas, ~física, química, biología, ~historia, geografía, gramática, ortografía, tilde, ' +
    'tildes, ~acento, álgebra, geometría, ecuación, ecuaciones, ~siglo, ~revolución, latín, ' +
    'conjugación, subjuntivo, cálculo, ~estadística, tratado de',
  SELF_AWARENESS:
    'autoconocimiento, conócete a ti mismo, conocerse a uno mismo, conocerme, introspección, ' +
    'autoconciencia, darme cuenta, me di cuenta, mis valores, mis límites, mis patrones, introvertido, ' +
    'introvertida, autoobservación, ~reflexionar, ~reflexión, quién soy, ~personalidad',
  GOAL_SETTING_ACHIEVEMENT:
    'objetivo, objetivos, meta, metas, propósitos, ~propósito, propósitos de año nuevo, ~alcanzar, ' +
    '~lograr, logro, hitos, hito, plan de acción, paso a paso, pasos pequeños, ~cumplir, fijar metas, ' +
    'ponerse metas',
  EMOTIONAL_INTELLIGENCE:
    'emoción, emociones, emocional, inteligencia emocional, empatía, empático, empática, enojo, ira, ' +
    'rabia, ~enfado, celos, frustración, gestionar las emociones, lo que sientes, sentimientos, ' +
    '~sentir, compasión, rencor, vergüenza, ~culpa, reprimir',
  MINDSET_GROWTH:
    'fracaso, fracasos, fracasar, fracasé, levantarse, caerse, resiliencia, perseverancia, ' +
    'mentalidad de crecimiento, ~mentalidad, zona de confort, aprender de los errores, ~errores, ' +
    'suspendí, ~suspender, rendirse, no rendirse, intentarlo de nuevo, volver a intentarlo, ~desafío, ' +
    '~desafíos, ~reto, ~retos, ~crecer',
  HABITS_ROUTINES:
    'hábito, hábitos, rutina, rutinas, rutina matutina, rutina de mañana, ritual, rituales, ' +
    'todas las mañanas, cada mañana, todas las noches, madrugar, constancia, 21 días, ' +
    'seguimiento de hábitos',
  PERSONAL_FINANCE:
    '~presupuesto, ahorrar, ahorro, ahorros, deuda, deudas, ~gastos, ~gastar, fin de mes, ' +
    'llegar a fin de mes, cuenta de ahorro, fondo de emergencia, en cuotas, ~cuotas, ~plata, ~dinero, ' +
    '~sueldo, quincena, finanzas personales, endeudado, endeudada, endeudarse, ~préstamo, ~crédito, ' +
    '~alquiler, regla del 50/30/20, 50/30/20, tarjeta de crédito',
  INVESTING:
    'invertir, inversión, inversiones, inversor, inversora, inversionista, ~acciones, ~bolsa, ' +
    'bolsa de valores, en bolsa, fondos indexados, fondo indexado, fondos de inversión, etf, ' +
    'dividendos, ~cartera, diversificar, diversificación, cripto, criptomonedas, bitcoin, ' +
    'renta variable, renta fija, =bonos, mercado de valores, plazo fijo',
  FINANCIAL_LITERACY:
    'inflación, interés compuesto, ~intereses, tasa de interés, tipo de interés, tae, tin, ' +
    'educación financiera, cultura financiera, comisiones bancarias, poder adquisitivo, devaluación, ' +
    'hipoteca, letra pequeña, ~finanzas, ~economía',
  RETIREMENT_PLANNING:
    'jubilación, jubilarse, jubilo, jubilado, jubilada, pensión, pensiones, plan de pensiones, ' +
    'fondo de pensiones, afp, afore, vejez, ~retiro, edad de jubilación, cotizar, cotizaciones, ' +
    'ahorro para la jubilación, ~jubila',
  TAXES:
    'impuesto, impuestos, iva, declaración de la renta, ~declaración, hacienda, irpf, sat, afip, dian, ' +
    'seniat, sunat, ~autónomo, deducciones, deducible, deducibles, retenciones, contribuyente, fiscal, ' +
    'borrador de la renta, a devolver, tributario, tributaria, impuesto sobre la renta, isr, ' +
    'monotributo, tributar, declaración anual',
  INTERPERSONAL_RELATIONSHIPS:
    'amistad, amistades, ~amigos, ~amigas, ~pareja, ~relación, ~relaciones, matrimonio, esposo, ' +
    'esposa, marido, suegra, suegro, suegros, cuñado, cuñada, ~hermano, ~hermana, ~padres, novio, ' +
    'novia, ~vecinos, convivencia, ~amor, relación de pareja, ~familia',
  COMMUNICATION_SKILLS:
    'comunicación, comunicar, ~escuchar, escucha activa, conversación, conversaciones, ' +
    'hablar en público, lenguaje corporal, comunicación no violenta, malentendido, malentendidos, ' +
    '~preguntar, saber escuchar, expresarse bien, asertividad, asertivo, asertiva, diálogo, oratoria, ' +
    '~correo',
  CONFLICT_RESOLUTION:
    'conflicto, conflictos, discusión, discusiones, discutir, discutimos, pelea, peleas, pelear, ' +
    'bronca, mediación, mediador, mediadora, ~acuerdo, llegar a un acuerdo, ~compromiso, negociar, ' +
    'negociación, reconciliarse, reconciliación, desacuerdo, desacuerdos',
  RELATIONSHIP_BUILDING:
    'red de contactos, networking, ~contactos, hacer amigos, nuevos amigos, ~confianza, ' +
    'generar confianza, ganar confianza, vínculos, tejer redes, conocer gente, hacer contactos, ' +
    'relaciones profesionales, socializar',
  FEEDBACK:
    'retroalimentación, feedback, ~crítica, críticas, crítica constructiva, ~comentarios, ~opinión, ' +
    'pedir opinión, elogio, elogios, halagos, evaluación de desempeño, ~devolución, sugerencias',
  CREATIVE_PROCESS:
    'creatividad, creativo, creativa, inspiración, ideas, ~idea, proceso creativo, bloqueo creativo, ' +
    'bloqueo del escritor, hoja en blanco, página en blanco, ~borrador, primer borrador, musa, ' +
    'lluvia de ideas, brainstorming, ~crear, ~escribo, escribir todos los días',
  ART_FORMS:
    'música, pintura, teatro, novela, novelas, poesía, poema, poemas, cine, ~película, flamenco, ' +
    'baile, danza, ópera, escultura, fotografía, literatura, ~arte, jazz, rap, hip hop, tango, ~salsa, ' +
    'décimas, ~décima, verso, versos, canción, canciones, música clásica, cerámica, ~arquitectura, ' +
    'trova, bolero, cumbia, cómic, historieta, pintar, =pinto, pinté',
  ARTISTIC_TECHNIQUES:
    'claroscuro, perspectiva, acuarela, óleo, pintura al óleo, pincel, pinceles, pincelada, lienzo, ' +
    'boceto, bocetos, esbozo, ~dibujo, ~dibujar, ~composición, encuadre, esmalte, esmaltado, cocción, ' +
    'torno, grabado, caligrafía, sombreado, ~contraste, paleta, mezclar colores',
  ART_APPRECIATION:
    'museo, museos, exposición, galería, obra de arte, obras de arte, obra maestra, ~cuadro, ' +
    'contemplar, ~admirar, crítica de arte, historia del arte, ~emocionarse, velázquez',
  EXPRESSION:
    'expresión, expresarse, ~expresar, poner en palabras, desahogarse, desahogo, ~diario, ' +
    'diario íntimo, voz propia, encontrar mi voz, libertad de expresión',
  TRAVEL_PLANNING:
    'viaje, viajes, viajar, vuelo, vuelos, ~billete, ~boleto, pasaje, pasajes, reservar, ~reserva, ' +
    'hotel, hoteles, itinerario, ~ruta, hospedaje, alojamiento, alquilar coche, alquiler de coche, ' +
    'renta de auto, hostal, albergue, airbnb, ~vacaciones, con anticipación, ~entradas, visado, ' +
    'escapada',
  CULTURAL_EXPERIENCES:
    '~cultura, costumbre, costumbres, tradición, tradiciones, ~fiesta, ~fiestas, festival, ' +
    'gastronomía local, comida local, los locales, lugareños, hospitalidad, carnaval, día de muertos, ' +
    'ceremonia, patrimonio, folclore, choque cultural, semana santa, ~feria, costumbres locales',
  EXPLORATION_ADVENTURE:
    'aventura, aventuras, aventurero, aventurera, expedición, mochilero, mochileros, mochilera, ' +
    '~mochila, senderismo, trekking, travesía, acampar, acampada, campamento, selva, desierto, ' +
    'perderse, explorar, exploración, ~cumbre, ~cima, sin rumbo, lo desconocido, vuelta al mundo, ' +
    '~recorrer, escalada, naturaleza salvaje',
  DESTINATION_SPECIFIC:
    'casco antiguo, casco histórico, centro histórico, monumento, monumentos, imprescindible, ' +
    'imprescindibles, lugares de interés, patrimonio de la humanidad, unesco, ~capital, ' +
    '~barrio, catedral, mirador, ~playa, ~lago, ~ciudad',
  TRAVEL_TIPS:
    'equipaje, equipaje de mano, maleta, maletas, pasaporte, seguro de viaje, ~consejo, ' +
    'consejos de viaje, ~truco, adaptador, jet lag, cambio de moneda, cambiar dinero, tipo de cambio, ' +
    'propina, regatear, tarjeta de transporte, agua embotellada, carteristas, aeropuerto, ' +
    'viajar ligero, ~taxis, ~taxi',
  ENVIRONMENTAL_ISSUES:
    'cambio climático, crisis climática, ~clima, contaminación, calentamiento, calentamiento global, ' +
    'glaciar, glaciares, deshielo, sequía, sequías, inundaciones, ola de calor, efecto invernadero, ' +
    'gases de efecto invernadero, emisiones, deforestación, pesticidas, nitratos, microplásticos, ' +
    'medio ambiente, medioambiente, ~ambiental, pérdida de biodiversidad, extinción, ' +
    'incendios forestales, ~hielo',
  ECO_FRIENDLY_PRACTICES:
    'reciclar, reciclaje, plástico, residuos, ~basura, compost, compostaje, compostar, bolsas de tela, ' +
    'bolsa de tela, táper, tupper, reutilizable, reutilizables, reutilizar, segunda mano, a granel, ' +
    'cero residuos, residuo cero, zero waste, ahorrar agua, ahorro de energía, agua de lluvia, ' +
    'paneles solares, ~huerto, huerta, sostenible, sostenibilidad, ecológico, ecológica, ~bici, ' +
    '~bicicleta, transporte público, consumo responsable, desperdicio, desperdicio de comida, ' +
    'separar la basura',
  CONSERVATION_EFFORTS:
    'parque nacional, especies, especie, en peligro de extinción, especies amenazadas, conservación, ' +
    '~proteger, reserva natural, área protegida, áreas protegidas, reforestación, reforestar, ' +
    'repoblación, reintroducción, cría en cautividad, humedal, humedales, manglares, fauna, flora, ' +
    'biodiversidad, guardaparques, guardabosques, santuario, vida silvestre',
  POLICY_ADVOCACY:
    'firmas, recogida de firmas, ~petición, manifestación, manifestaciones, marcha por el clima, ' +
    'huelga por el clima, ~ley, ~leyes, ilp, iniciativa legislativa popular, activismo, activista, ' +
    'activistas, protesta, protestas, congreso, parlamento, política ambiental, políticas ambientales, ' +
    'política climática, acuerdo de parís, ~votar, presión ciudadana, lobby, cabildeo, ' +
    'derechos de la naturaleza, movilización',
  PERSONAL_IMPACT:
    'huella de carbono, ~huella, huella ecológica, mi impacto, impacto ambiental, ~co2, ' +
    'toneladas de co2, consumo de carne, menos carne, vegetariano, vegetariana, vegano, vegana, ' +
    'compensar emisiones, consumir menos, granito de arena, mi granito de arena, pequeños gestos, ' +
    'mi huella',
};
