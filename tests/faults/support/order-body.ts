/** The body of one cake order sent to POST /api/orders by the fault tests: a pickup on `date`, valid in every field. */
export const orderBody = (date: string) => ({
  occasion: "Birthday",
  date,
  fulfilment: "pickup",
  pickupTime: "17:30",
  size: "1 kg",
  flavour: "Vanilla",
  eggless: false,
  name: "Asha Rao",
  phone: "+91 98450 12345",
  email: "asha@example.com",
});
