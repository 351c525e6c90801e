import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_70: LabelledDay[] = [
  {
    name: 'a clinical perfusionist in a cardiac surgery unit in Leeds, on a Tuesday',
    highlights: [
      h(
        'Theatre 3 list: CABG x2 then an AVR. First patient on bypass around 8.15. Need to check the cardioplegia delivery sets are from the new batch before we prime.',
        'Need to check the cardioplegia delivery sets are from the new batch before we prime.',
      ),
      h(
        'From the SCPS standards of practice: Perform and document a pre-bypass checklist for every case. Never rely on memory for the gas line connections. The checklist is the last line of defence, not the first.',
      ),
      h(
        'ICU bleep 14:02: bed 6 ECMO, pre-oxygenator pressure creeping up over the last hour. Can you come and review before 4pm?',
        'Can you come and review before 4pm?',
      ),
      h(
        'Perfusion team meeting, Tuesday\nAttendees: Gill, Tariq, Owen, me\nGill reported that the heater-cooler swabs all came back clear.\nTariq to update the incident log for the oxygenator leak by Friday.\nOwen drafted the August bank holiday rota and it was agreed.\nAudit of ACT times is ongoing.\nMeeting closed at 12:40.',
        'Tariq to update the incident log for the oxygenator leak by Friday.',
      ),
      h(
        'notes to self\norder more 3/8 tubing packs, down to two\nParking permit renewed online last night\nFelt flat all afternoon, probably the 5am start',
        'order more 3/8 tubing packs, down to two',
      ),
      h(
        'From a review of goal-directed perfusion: An oxygen delivery below 272 mL/min/m2 during bypass was associated with acute kidney injury. Teams should consider indexed DO2 targets rather than pump flow alone. The evidence remains largely observational.',
      ),
      h(
        "Perfusion WhatsApp\nOwen: Tariq swapped Saturday on-call with me, rota updated.\nGill: Thanks both!\nGill: Can you let the Stöckert engineer into the workshop on Thursday at 9?\nGill: I'm in clinic all morning.",
        'Gill: Can you let the Stöckert engineer into the workshop on Thursday at 9?',
      ),
      h(
        'Case log: 2nd CABG on bypass 11:40, off 13:05, no issues. Lowest Hb 82. I meant to photograph the new cannula tray for the teaching set but forgot.',
      ),
      h(
        "Home\nBins out tonight\nThe new oven should be delivered Wednesday between 8 and 12.\nPosted Mum's birthday card this morning.",
        'Bins out tonight',
      ),
      h(
        "Student teaching\nThe students enjoyed last week's session on circuit priming.\nRemember to book the wet lab for Friday's session by Wednesday.\nLast year the pump wouldn't calibrate and we lost half an hour.",
        "Remember to book the wet lab for Friday's session by Wednesday.",
      ),
      h(
        "Before the AVR tomorrow I have to confirm with blood bank that the two units of irradiated platelets are cross-matched, because she reacted last admission and the anaesthetist won't start without them. Blood bank stops answering the phone line after 8pm.",
        "Before the AVR tomorrow I have to confirm with blood bank that the two units of irradiated platelets are cross-matched, because she reacted last admission and the anaesthetist won't start without them.",
      ),
    ],
  },
  {
    name: 'a volcanologist at the Etna observatory in Catania (writes in English), on a Thursday',
    highlights: [
      h(
        'Overnight summary from the operations room: tremor amplitude rising since 02:00, source centroid shifting under the SE Crater. No ash emission seen on the Montagnola camera. Aviation colour code stays yellow for now.',
      ),
      h(
        'Chiara: Can you pull the tremor RMS plots for the 10:30 briefing?\nChiara: Civil Protection want them inside the slide deck, not as attachments.\nMe: The script is already running.',
        'Chiara: Can you pull the tremor RMS plots for the 10:30 briefing?',
      ),
      h(
        'Kit list for Saturday\nGas analyser batteries charged last night\nHelmets and gas masks x4\nMotor pool confirmed the 4x4 is booked\nWeather looks marginal on the summit',
        'Helmets and gas masks x4',
      ),
      h(
        'From Sparks (2003) on forecasting volcanic eruptions: Forecasts should be probabilistic and communicate uncertainty explicitly. No single monitoring parameter is a reliable precursor on its own. Scientists must resist pressure to give a yes-or-no answer.',
      ),
      h(
        'Minutes, monitoring group 11:00\nGiuseppe presented the new InSAR interferograms, about 1 cm of inflation since March.\nAction: Giuseppe to put the processed interferograms on the group drive.\nMarta will check why station EMFN has been dropping packets since Tuesday.\nThe drone overflight was cancelled because of wind.\nAOB: none',
        'Action: Giuseppe to put the processed interferograms on the group drive.',
        'Marta will check why station EMFN has been dropping packets since Tuesday.',
      ),
      h(
        'renew my INGV badge before it expires on the 30th\nThe espresso machine on floor 2 is broken again.',
        'renew my INGV badge before it expires on the 30th',
      ),
      h(
        'From SAC airport operations: Thank you for the prompt notice this morning. We would appreciate an updated ash dispersion forecast by 15:00 if the tremor keeps rising.',
        'We would appreciate an updated ash dispersion forecast by 15:00 if the tremor keeps rising.',
      ),
      h(
        "Luca's parents' evening was moved to next week, so no need to leave early today. The car insurance renewal letter came and the premium is up 12%. I should have switched provider last year.",
      ),
      h(
        "Last year's talk at the liceo scientifico went down well. Need to translate the slides into Italian for this year's younger classes. Last time a boy asked whether Etna could bury Catania, which was a fair question.",
        "Need to translate the slides into Italian for this year's younger classes.",
      ),
      h(
        'Field safety protocol, section 3: Never approach an active vent alone. Carry a multigas sensor at all times above 2900 m. Turn back if SO2 exceeds 5 ppm.',
      ),
      h(
        'Pager 16:40: seismic swarm, 14 events M1.5 to 2.3 in 20 min beneath Zafferana. Duty seismologist has confirmed the locations, all shallow. No felt reports so far.',
      ),
    ],
  },
  {
    name: 'a cryo-EM facility manager at a structural biology institute in Heidelberg, on a Monday',
    highlights: [
      h(
        'Krios weekend log: autoloader cassette jammed at 03:12 on Sunday and the session lost about six hours. Error code 47 again. That is the third time this month.',
      ),
      h(
        'Emailed the service desk at 09:05 with the autoloader logs. Their engineer should be on site Wednesday morning. I need to move the Wednesday users to the Glacios.',
        'I need to move the Wednesday users to the Glacios.',
      ),
      h(
        'Slack #cryoem-users\nAnneke: The Vitrobot humidity sensor is reading 85% again.\nDmitri: Could you approve my overnight booking for Thursday?\nAnneke: Never mind, it settled after a restart.',
        'Dmitri: Could you approve my overnight booking for Thursday?',
      ),
      h(
        'From a methods paper on grid preparation: Blotting time is the single most important variable to optimise. Always screen at least three blot times per sample. Ice that looks perfect at low magnification often fails at high magnification.',
      ),
      h(
        'Facility users meeting, Monday 11:00\nPresent: 9 users, Katrin, me\nKatrin will circulate the revised booking rules by Wednesday.\nUsers asked for more weekend slots, no decision yet.\nWe still need to decide whether to charge external groups the full hourly rate.\nFollow-up from last meeting: the LN2 dewar order has arrived.',
        'Katrin will circulate the revised booking rules by Wednesday.',
        'We still need to decide whether to charge external groups the full hourly rate.',
      ),
      h(
        'LN2 safety training for the new postdocs went fine\nOxygen alarm in the prep room was tested on Friday and passed.',
      ),
      h(
        'sign Mila up for swimming before the list closes\nHeating engineer came, boiler fine\nso tired today',
        'sign Mila up for swimming before the list closes',
      ),
      h(
        'The service contract quote came in at 148k EUR. Approval should come through from finance before the end of the quarter. Ask Jonas whether the DFG grant can cover the difference.',
        'Ask Jonas whether the DFG grant can cover the difference.',
      ),
      h(
        'Tip from the Glacios course: Keep the column valves closed whenever you leave the room. Record every cryo-cycle in the logbook. Good habits beat good hardware.',
      ),
      h(
        'Missed call from the safety office at 15:20, no message left. Probably about the annual cryogen audit.',
      ),
      h(
        'I was going to redo the Falcon gain reference today but ran out of time. The gain reference has to be redone before the high-res session on the 14th.',
        'The gain reference has to be redone before the high-res session on the 14th.',
      ),
    ],
  },
  {
    name: 'a neonatal respiratory therapist in Calgary, on a night shift',
    highlights: [
      h(
        'Night report 19:00, NICU pod C\nBed 12: 26-weeker on HFOV, MAP 12, FiO2 0.35.\nBed 14: extubated to CPAP at 16:00, tolerating well.\nBed 9 needs a blood gas at 22:00 after the vent change.',
        'Bed 9 needs a blood gas at 22:00 after the vent change.',
      ),
      h(
        'Bed 4 was a difficult intubation just after midnight. Dr Singh got it on the second attempt with the video laryngoscope. Good teamwork.',
      ),
      h(
        'From the AARC clinical practice guideline: Humidify all gas delivered through an artificial airway. Avoid routine circuit changes; change only when visibly soiled or malfunctioning. Evidence quality was rated moderate.',
      ),
      h(
        'RT team chat\nMarcus: Heads up, the new Servo-n firmware goes live Monday.\nMarcus: Everyone has to complete the e-learning module before their next shift.\nPriyanka: Done mine already, took about 40 minutes.',
        'Marcus: Everyone has to complete the e-learning module before their next shift.',
      ),
      h(
        'to do before Sunday\nget winter tires put on, snow forecast Wed\nCall Mom\nlibrary books returned',
        'get winter tires put on, snow forecast Wed',
        'Call Mom',
      ),
      h(
        'Unit quality huddle\nUnplanned extubations: 2 this month, down from 5.\nJenna to re-audit ETT securement on all intubated babies by the 20th.\nThe trial of the new securement tape was approved by the unit manager.\nGreat work everyone on VAP bundle compliance!',
        'Jenna to re-audit ETT securement on all intubated babies by the 20th.',
      ),
      h(
        'From a Canadian Journal of Respiratory Therapy editorial: RTs should be present at every high-risk delivery. Too often we arrive after the first five minutes. Staffing models have not kept up with acuity.',
      ),
      h('Long shift. The 4 am gas on bed 12 was perfect, CO2 48. I feel like I finally understand HFOV.'),
      h(
        'Handover for days: the Dräger on bed 14 is alarming intermittently for no obvious reason, so it needs to be swapped out and sent to biomed before the next admission.',
        'Handover for days: the Dräger on bed 14 is alarming intermittently for no obvious reason, so it needs to be swapped out and sent to biomed before the next admission.',
      ),
      h(
        'Rent went up $75 this month. The landlord says the furnace should be serviced sometime next week. Alberta Health card renewal was mailed back on Monday.',
      ),
      h('Thanks to Aisha for covering my break at 2am.'),
    ],
  },
  {
    name: 'a malaria epidemiologist running a surveillance study in Blantyre, Malawi, on a Wednesday',
    highlights: [
      h(
        'Weekly surveillance summary: 412 confirmed cases across the Chikwawa sentinel sites, up 18% on last week. Test positivity 41%. The rainy-season peak is expected in late February.',
      ),
      h(
        'Field team WhatsApp\nChimwemwe: RDT stock at Ngabu health centre will run out by Friday.\nChimwemwe: Please can you authorise a transfer from the district store today?\nMphatso: The motorbike for the Ngabu run is fixed now.',
        'Chimwemwe: Please can you authorise a transfer from the district store today?',
      ),
      h(
        'From the WHO guidelines for malaria: Treat all confirmed cases of uncomplicated P. falciparum malaria with an ACT. Do not treat on clinical suspicion alone where testing is available. Parasitological confirmation should precede treatment.',
      ),
      h(
        'Study steering group, 14:00\nDr Banda opened the meeting.\nAction: Kondwani to clean the entomology dataset and share it by 5 March.\nThe ethics amendment was approved last week.\nWho is presenting our results at the NMCP review in April?\nFollow-up on the bed-net distribution is planned for the next meeting.',
        'Action: Kondwani to clean the entomology dataset and share it by 5 March.',
        'Who is presenting our results at the NMCP review in April?',
      ),
      h(
        'You need to renew your TEP before the 20th, immigration opens 7:30\nSent Rachel the R script for the time-series model.',
        'You need to renew your TEP before the 20th, immigration opens 7:30',
      ),
      h(
        'Stats note to self: the negative binomial model looks fine now, overdispersion handled. I tried a zero-inflated version yesterday and it made no difference.',
      ),
      h(
        'From the grants office: Your interim report is due on 31 March. The new template is attached. Late reports may delay the next disbursement.',
        'From the grants office: Your interim report is due on 31 March.',
      ),
      h(
        'Market Saturday: tomatoes, rice, cooking oil and airtime for Mum. Power cut again from 6pm, ESCOM says it should be back by midnight.',
        'Market Saturday: tomatoes, rice, cooking oil and airtime for Mum.',
      ),
      h(
        'From a book on field epidemiology: Go to the field. Numbers on a spreadsheet cannot tell you why a village stopped coming to the clinic. Talk to the people who collect the data.',
      ),
      h(
        'Mphatso asked about taking leave in March. We need to agree the field schedule before I can say yes. He wants to visit family in Mzuzu.',
        'We need to agree the field schedule before I can say yes.',
      ),
      h('ASTMH abstract submitted at 23:58, just in time!'),
    ],
  },
  {
    name: 'a flood forecaster at the national flood warning centre in Dhaka, on a Sunday in the monsoon',
    highlights: [
      h(
        'Morning bulletin 09:00: Brahmaputra at Bahadurabad 20 cm above danger level and rising. Jamuna expected to peak within 48 hours. Teesta falling.',
      ),
      h(
        "Director on WhatsApp: Please prepare the 5-day Jamuna forecast by 13:00 and send it to the Water Development Board. Good work on yesterday's bulletin.",
        'Director on WhatsApp: Please prepare the 5-day Jamuna forecast by 13:00 and send it to the Water Development Board.',
      ),
      h(
        'From a paper on flood early warning in South Asia: Warnings that arrive less than 24 hours ahead are rarely acted on by households. Lead time matters more than precision. Forecasters must communicate in terms that farmers understand.',
      ),
      h(
        'Model review meeting\nAttendees: Rafiq, Nusrat, Sohel, me\nRafiq will recalibrate the HEC-RAS model for the Teesta reach this week.\nNusrat checked the Sirajganj rating curve against the new discharge measurements and it holds.\nSatellite rainfall bias correction was discussed at length.\nSohel said the telemetry station at Kaunia has been offline since Thursday.',
        'Rafiq will recalibrate the HEC-RAS model for the Teesta reach this week.',
      ),
      h(
        "Ammu's eye appt Tue 11am, Ispahani\nPicked up the kids' school uniforms from the tailor.\nThe rickshaw fare has gone up again.",
        "Ammu's eye appt Tue 11am, Ispahani",
      ),
      h(
        'SMS from field officer, Gaibandha, 14:35: seepage along the embankment near Fulchhari, villagers worried. Can you share the latest water level forecast for Gaibandha with the upazila office?',
        'Can you share the latest water level forecast for Gaibandha with the upazila office?',
      ),
      h(
        'I should have flagged the Teesta rise earlier on Friday. The model underpredicted the flashy response from the upstream catchment. Lesson learnt.',
      ),
      h(
        'Server notes\nThe forecast server disk is at 92%.\nWe must archive the 2019 to 2022 model runs before the weekend or the nightly jobs will fail.\nBackup tapes are in the cupboard by the window.',
        'We must archive the 2019 to 2022 model runs before the weekend or the nightly jobs will fail.',
      ),
      h(
        'From the WMO manual on flood forecasting: Verify every forecast against observed levels. Keep a log of forecast errors by station and lead time. Over time the log becomes your best calibration tool.',
      ),
      h(
        'Reminder to self: Eid leave form has to reach admin by Thursday.',
        'Reminder to self: Eid leave form has to reach admin by Thursday.',
      ),
      h(
        'Heavy rain all evening. The drains on our road overflowed again and the car park flooded. Ironic, given the day job.',
      ),
    ],
  },
  {
    name: 'a ventilation engineer at an underground copper mine in northern Chile (writes in English), on a Friday',
    highlights: [
      h(
        'Shift report, night to day: Main fan 2 tripped at 01:50 and was restarted at 02:05. CO at level 1340 peaked at 18 ppm after blasting. All crews accounted for.',
      ),
      h(
        'Radio log 07:12, shift boss level 1280: Can ventilation check the airflow in crosscut 14 before the loader goes back in?',
        'Radio log 07:12, shift boss level 1280: Can ventilation check the airflow in crosscut 14 before the loader goes back in?',
      ),
      h(
        'From the mining safety regulation: Air velocity at working faces shall not be less than 15 m/min. Every underground worker must carry a self-rescuer. Gas measurements shall be recorded every shift.',
      ),
      h(
        "Weekly ventilation meeting, Friday 10:00\nPresent: Rodrigo (mine planning), Valentina, Pablo, me\nRodrigo to send the updated ramp development schedule by Tuesday.\nValentina renewed the Ventsim licence, good until next June.\nContractors: they have to re-hang the brattice in crosscut 6 on 1250 before Monday's shift.\nDecision on the booster fan location is postponed until we have the new survey.",
        'Rodrigo to send the updated ramp development schedule by Tuesday.',
        "Contractors: they have to re-hang the brattice in crosscut 6 on 1250 before Monday's shift.",
      ),
      h(
        "Fri\nrecalibrate the Drägers in the lamp room\nAnemometer in truck 3 has a cracked vane, replacement already on order\nJuan's retirement asado was a great send-off",
        'recalibrate the Drägers in the lamp room',
      ),
      h(
        'From an SME article on diesel particulate: Ventilation cannot be designed as an afterthought. Plan airflow for the fleet you will have in five years, not the one you have now. Electrification changes everything.',
      ),
      h(
        'Familia\nCamila: Papá, can you pick me up from volleyball at 7?\nSofía: I got 6.8 in the chemistry test!!',
        'Camila: Papá, can you pick me up from volleyball at 7?',
      ),
      h(
        "I was supposed to do the quarterly refuge chamber inspection on Wednesday but the cage was down for maintenance. The inspection must be completed before the regulator's visit on the 22nd.",
        "The inspection must be completed before the regulator's visit on the 22nd.",
      ),
      h(
        'Altitude is getting to me this week, headaches every afternoon. Drank more water today and it helped.',
      ),
      h(
        "Pablo: Heads up, the contractor's CO2 monitor on 1250 has been reading zero all week.\nPablo: Probably a dead sensor.\nPablo: Could you raise it with their supervisor at the 3pm meeting?",
        'Pablo: Could you raise it with their supervisor at the 3pm meeting?',
      ),
      h('Rodrigo says the ramp should break through to level 1220 by mid-month.'),
    ],
  },
  {
    name: 'a prosthetist-orthotist at a rehabilitation centre in Hanoi (writes in English), on a Friday',
    highlights: [
      h(
        'Clinic notes, Mr Hung: socket fit much better after the liner change, pressure marks gone. Gait more symmetrical. He was very happy with it.',
      ),
      h(
        'Workshop: the polypropylene sheet for the KAFOs is nearly finished. Order two more sheets from the Saigon supplier before Tuesday. The oven thermostat was repaired yesterday.',
        'Order two more sheets from the Saigon supplier before Tuesday.',
      ),
      h(
        "Workshop Zalo group\nTuấn: The 3D scanner won't connect to the laptop again.\nMinh: Restart the dongle, that usually fixes it.\nTuấn: Worked, thanks!\nMinh: Chị Thu, can you send me the scan files for the two Da Nang patients by tonight?",
        'Minh: Chị Thu, can you send me the scan files for the two Da Nang patients by tonight?',
      ),
      h(
        'From the ISPO education standards: Never cast a limb without first examining the skin. Document every modification to the positive model. A good prosthesis starts with a good assessment.',
      ),
      h(
        'Team meeting with the physios, 13:30\nAttendees: Dr Phuong, Hà, Tuấn, me\nHà will run gait training for the new amputees from next week.\nThu to write up the clubfoot brace compliance data for the hospital newsletter.\nDr Phuong thanked everyone for the outreach trip to Quang Tri.\nThe next outreach trip should be in November.',
        'Hà will run gait training for the new amputees from next week.',
        'Thu to write up the clubfoot brace compliance data for the hospital newsletter.',
      ),
      h(
        'From a paper in Prosthetics and Orthotics International: Socket comfort score was the strongest predictor of daily prosthesis use. Clinicians should ask about comfort at every visit. Longer follow-up is needed.',
      ),
      h(
        'Personal\nbuy a birthday present for Bố\nMotorbike needs an oil change\nVisa for the Bangkok conference came through',
        'buy a birthday present for Bố',
        'Motorbike needs an oil change',
      ),
      h(
        "Thinking about Mr Hung today. Four years ago he couldn't walk to the market. Today he walked in without crutches.",
      ),
      h(
        'Email from the ICRC regional office: The shipment of prosthetic components should arrive at Hai Phong port on the 18th. Customs clearance documents must be signed by the centre director before release.',
        'Customs clearance documents must be signed by the centre director before release.',
      ),
      h("Recharged the spare batteries for the myoelectric hand before Monday's demo."),
      h(
        'Training reflection: I rushed the casting this morning and the model had a twist. Slow is smooth, smooth is fast.',
      ),
    ],
  },
];
