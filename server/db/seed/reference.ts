/** Reference tables of the demo: names, streets, devices, sources, payment methods and notes. */
const words = (list: string) => list.trim().split(/\s+/);
export const MALE_NAMES =
  words(`Muhammad Ahmed Ali Hassan Hussain Bilal Usman Umar Hamza Imran Kamran Faisal Tariq Asif Adeel
  Zeeshan Shahid Waqas Naveed Saad Abdullah Junaid Farhan Raheel Sohail Irfan Noman Danish Arslan Haris`);
export const FEMALE_NAMES =
  words(`Ayesha Fatima Zainab Maryam Sana Hina Nadia Rabia Saima Amna Khadija Mehwish Sadia Iqra Bushra
  Nimra Farah Uzma Samina Shazia Kiran Alina Hira Sidra Asma`);
export const FAMILY_NAMES =
  words(`Khan Ahmed Malik Qureshi Butt Chaudhry Sheikh Siddiqui Raza Hussain Abbasi Javed Iqbal Mirza
  Rana Awan Baig Shah Hashmi Yousaf Tariq Akhtar Nawaz Zaidi Bhatti Janjua Rehman Anwar Saleem Aslam`);
/** Jazz, Zong, Ufone and Telenor prefixes. */
export const MOBILE_PREFIXES = words(
  "300 301 302 303 305 306 307 308 309 310 311 312 313 315 321 322 323 324 331 333 334 336 345 346 347",
);
export const MAIL_DOMAINS = words("gmail.com gmail.com gmail.com yahoo.com hotmail.com outlook.com");

export const CITY_STREETS: Record<string, readonly string[]> = {
  Lahore: ["Hall Road", "Main Boulevard, Gulberg III", "Mall Road", "Ferozepur Road", "Jail Road"],
  Karachi: ["Shahrah-e-Faisal", "Tariq Road, PECHS", "Clifton Block 5", "Saddar", "Khayaban-e-Ittehad, DHA"],
  Islamabad: ["Blue Area, Jinnah Avenue", "F-7 Markaz", "G-9 Markaz", "I-8 Markaz"],
  Rawalpindi: ["Murree Road", "Bank Road, Saddar", "Committee Chowk"],
  Peshawar: ["University Road", "Saddar Road", "Khyber Bazaar"],
  Multan: ["Bosan Road", "Nishtar Road", "Hussain Agahi"],
  Sialkot: ["Paris Road", "Kashmir Road", "Cantt"],
  Faisalabad: ["Kohinoor City", "D Ground, Peoples Colony", "Susan Road"],
  Gujranwala: ["G.T. Road", "Satellite Town"],
  Hyderabad: ["Auto Bhan Road", "Latifabad Unit 7"],
};

export const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; Infinix X6833B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
] as const;
export const IP_PREFIXES = ["182.185", "39.57", "119.160", "111.119", "58.65", "202.47", "10.0"] as const;

export const DIRECT_SOURCES = [
  ["website", 40],
  ["mobile", 20],
  ["facebook", 15],
  ["whatsapp", 15],
  ["google-ads", 10],
] as const;
/** Payment claims on pending bookings ('Mark as Paid', docs/ARCHITECTURE.md §4), with their shares. */
export const PAYMENT_METHODS = [
  ["bank_transfer", 45],
  ["jazzcash", 35],
  ["easypaisa", 20],
] as const;
export const SPECIAL_REQUESTS = [
  "Wheelchair assistance at Jeddah airport",
  "Seats together please",
  "Window seat for the elderly passenger",
  "Infant bassinet required",
  "Vegetarian meal",
  "Please call before 6 pm",
  "Need hotel close to the Haram",
] as const;
export const ADMIN_NOTES = [
  "Payment received by bank transfer",
  "Paid via JazzCash, confirmed on call",
  "Customer asked to hold until salary day",
  "Passport copies received on WhatsApp",
  "Cancelled at customer request",
  "Duplicate request, kept the later one",
  "Visa documents pending",
] as const;
