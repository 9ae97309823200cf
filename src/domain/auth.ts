/** Sign-in, registration, profile and account inputs, with the specifications' messages. */
import { type } from "arktype";
import { EMAIL_RE, oneOf, text } from "./validation.ts";

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;
export const MOBILE_RE = /^\+?[1-9]\d{0,15}$/;

export const email = text({
  required: "Please enter a valid email",
  max: [254, "Please enter a valid email"],
  pattern: [EMAIL_RE, "Please enter a valid email"],
});

export const loginInput = type({
  email,
  password: text({
    required: "Password must be at least 6 characters",
    min: [6, "Password must be at least 6 characters"],
    max: [128, "Password cannot be more than 128 characters"],
  }),
  "+": "delete",
});
export type LoginInput = typeof loginInput.infer;

/** The registration password rules, in the order the form reports them. */
export const newPassword = type("string")
  .configure({ message: "Password must be at least 8 characters" })
  .narrow((v, ctx) => {
    if (v.length < 8) return ctx.reject({ message: "Password must be at least 8 characters" });
    if (v.length > 128) return ctx.reject({ message: "Password cannot be more than 128 characters" });
    if (!/[A-Z]/.test(v))
      return ctx.reject({ message: "Password must contain at least one uppercase letter" });
    if (!SPECIAL_RE.test(v))
      return ctx.reject({ message: "Password must contain at least one special character" });
    return true;
  });

export const name = text({
  required: "Name is required",
  max: [50, "Name cannot be more than 50 characters"],
});
export const mobileNumber = text({
  required: "Mobile number is required",
  max: [17, "Please enter a valid mobile number"],
  pattern: [MOBILE_RE, "Please enter a valid mobile number"],
});
export const address = text({
  required: "Address is required",
  max: [200, "Address cannot be more than 200 characters"],
});
export const city = text({
  required: "City is required",
  max: [50, "City cannot be more than 50 characters"],
});
export const country = text({
  required: "Country is required",
  max: [50, "Country cannot be more than 50 characters"],
});
export const company = text({
  required: "Company/Business is required",
  max: [100, "Company name cannot be more than 100 characters"],
});

const registerFields = {
  name,
  email,
  password: newPassword,
  mobileNumber,
  address,
  city,
  country,
  company,
  /** Ignored: registration always creates a customer. */
  "role?": "unknown",
} as const;

/** What the server accepts (the confirmation is the form's business). */
export const registerInput = type({ ...registerFields, "+": "delete" });
export type RegisterInput = typeof registerInput.infer;

/** The registration form, with the confirmation. */
export const registerForm = type({ ...registerFields, confirmPassword: "string", "+": "delete" }).narrow(
  (v, ctx) =>
    v.password === v.confirmPassword
      ? true
      : ctx.reject({ path: ["confirmPassword"], message: "Passwords don't match" }),
);

/** Profile Settings: every field required; the role and approval cannot be changed here. */
export const profileInput = type({
  name,
  email,
  mobileNumber,
  address,
  city,
  country,
  company,
  "+": "delete",
});
export type ProfileInput = typeof profileInput.infer;

export const changePasswordInput = type({
  currentPassword: text({
    required: "Current password is required",
    max: [128, "Current password is required"],
  }),
  newPassword: text({
    required: "New password must be at least 8 characters",
    min: [8, "New password must be at least 8 characters"],
    max: [128, "Password cannot be more than 128 characters"],
  }),
  "+": "delete",
});
export type ChangePasswordInput = typeof changePasswordInput.infer;

export const changePasswordForm = type({
  currentPassword: "string",
  newPassword: "string",
  confirmPassword: "string",
  "+": "delete",
}).narrow((v, ctx) =>
  v.newPassword === v.confirmPassword
    ? true
    : ctx.reject({ path: ["confirmPassword"], message: "New passwords do not match" }),
);

const adminPassword = text({
  required: "Password must be at least 8 characters",
  min: [8, "Password must be at least 8 characters"],
  max: [128, "Password cannot be more than 128 characters"],
});
const optionalText = (max: number, message: string) => text({ max: [max, message], invalid: message });

/** The admin's Create User form. */
export const createUserInput = type({
  name,
  email,
  password: adminPassword,
  "role?": oneOf(["customer", "admin"] as const, "Role must be customer or admin"),
  "mobileNumber?": text({
    max: [17, "Please enter a valid mobile number"],
    pattern: [MOBILE_RE, "Please enter a valid mobile number"],
  }),
  "address?": optionalText(200, "Address cannot be more than 200 characters"),
  "city?": optionalText(50, "City cannot be more than 50 characters"),
  "country?": optionalText(50, "Country cannot be more than 50 characters"),
  "company?": optionalText(100, "Company name cannot be more than 100 characters"),
  "+": "delete",
});
export type CreateUserInput = typeof createUserInput.infer;

/** The admin's Edit Customer Profile form: name and email required. */
export const updateCustomerInput = type({
  name,
  email,
  "mobileNumber?": text({
    max: [17, "Please enter a valid mobile number"],
    pattern: [MOBILE_RE, "Please enter a valid mobile number"],
  }),
  "address?": optionalText(200, "Address cannot be more than 200 characters"),
  "city?": optionalText(50, "City cannot be more than 50 characters"),
  "country?": optionalText(50, "Country cannot be more than 50 characters"),
  "company?": optionalText(100, "Company name cannot be more than 100 characters"),
  "+": "delete",
});
export type UpdateCustomerInput = typeof updateCustomerInput.infer;

export const setPasswordInput = type({ newPassword: adminPassword, "+": "delete" });

export const setPasswordForm = type({
  newPassword: "string",
  confirmPassword: "string",
  "+": "delete",
}).narrow((v, ctx) =>
  v.newPassword === v.confirmPassword
    ? true
    : ctx.reject({ path: ["confirmPassword"], message: "Passwords do not match" }),
);

export const customerStatusInput = type({
  isBlocked: type("boolean").configure({ message: "isBlocked must be true or false" }),
  "+": "delete",
});
export const customerApprovalInput = type({
  isApproved: type("boolean").configure({ message: "isApproved must be true or false" }),
  "+": "delete",
});
