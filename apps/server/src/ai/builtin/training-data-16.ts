/**
 * Training examples, sixteenth batch, written after a walk-through of a food bank volunteer's day in which a
 * community group's running was misfiled ("Volunteer numbers are down..." as study, "Should we start taking
 * online donations...?" as retirement planning): the examples knew volunteers only from tree planting and
 * donations only from tax relief. A charity's, a club's or a community group's people, stock, money and publicity
 * in everyday words, written from that day alone, not from any held-out item (docs/built-in-ai.md).
 */
export const TRAINING_DATA_16 = `
MANAGEMENT_LEADERSHIP: Half the Saturday volunteers are students, so the rota falls apart every exam season. We
  need a second pool of retired people.
MANAGEMENT_LEADERSHIP: Lost three regular volunteers this month; the exit chats all say the shifts are too long.
MANAGEMENT_LEADERSHIP: New volunteers shadow an experienced one for two sessions before they run the desk alone.
MANAGEMENT_LEADERSHIP: The club runs on the same six people every week. If one of them burns out, the juniors'
  training stops.
MANAGEMENT_LEADERSHIP: Thank-you evening for the volunteers went well; nobody had ever said thanks to some of them.
OPERATIONS_LOGISTICS: Food bank shelves are low on tinned fish and UHT milk; plenty of pasta and beans.
OPERATIONS_LOGISTICS: Supermarket collections move to Thursday mornings, so the van has to be back by noon for
  packing.
OPERATIONS_LOGISTICS: Parcels are packed by household size: one, two, three to four, five or more.
OPERATIONS_LOGISTICS: The chest freezer at the pantry keeps tripping the fuse; the frozen meat went to the church
  hall for now.
OPERATIONS_LOGISTICS: Date-check every donated tin before it goes on the shelf; anything past its date goes in the
  crate for the farm.
OPERATIONS_LOGISTICS: Christmas parcels go out from the community centre on the 22nd, ten till two, while the
  usual hall is booked.
FINANCE_ACCOUNTING: Donations were down a third this quarter, but the council grant covers the rent until March.
FINANCE_ACCOUNTING: Our treasurer wants every cash collection counted by two people and banked within the week.
FINANCE_ACCOUNTING: The grant bid needs a one-page budget: van insurance, fuel, freezer repairs and volunteers'
  expenses.
FINANCE_ACCOUNTING: The giving platform takes 1.9% plus 20p of each online gift; standing orders cost the charity
  nothing.
FINANCE_ACCOUNTING: The annual accounts for the charity commission are due in January and the treasurer has
  stepped down.
MARKETING_SALES: Put posters up in the library and the GP surgery; most new families heard about us by word of
  mouth.
MARKETING_SALES: Leaflets for the Christmas appeal go through the doors on the estate next weekend.
MARKETING_SALES: The post about the breakfast club reached 4,000 people and brought in six sign-ups.
HARDWARE_DEVICES: The tablet on the donations desk crashes whenever the card machine loses its Bluetooth link.
`;
