import { describe, expect, it } from "vitest";
import { alertSettings } from "./alert-settings.server";
import { whatsappSettings } from "./whatsapp-settings.server";

const FULL = {
  WHATSAPP_PHONE_NUMBER_ID: "109876543210",
  WHATSAPP_ACCESS_TOKEN: "EAAG-a-long-token",
  WHATSAPP_APP_SECRET: "an-app-secret",
  WHATSAPP_VERIFY_TOKEN: "a-verify-token",
};

describe("WhatsApp settings", () => {
  it("are off unless configured, and refuse half a configuration by name", () => {
    expect(whatsappSettings({})).toBeNull();
    expect(whatsappSettings({ WHATSAPP_PHONE_NUMBER_ID: "" })).toBeNull();
    expect(() =>
      whatsappSettings({
        WHATSAPP_PHONE_NUMBER_ID: "109876543210",
        WHATSAPP_ACCESS_TOKEN: "EAAG-a-long-token",
      }),
    ).toThrow(/half configured: set WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN too/);
    expect(whatsappSettings(FULL)).toEqual({
      apiUrl: "https://graph.facebook.com",
      apiVersion: "v23.0",
      phoneNumberId: "109876543210",
      accessToken: "EAAG-a-long-token",
      appSecret: "an-app-secret",
      verifyToken: "a-verify-token",
      alertTemplate: { name: "staff_alert", language: "en" },
      quotationTemplate: null,
    });
  });

  it("check the version, the ids and the template names", () => {
    expect(() => whatsappSettings({ ...FULL, WHATSAPP_API_VERSION: "23" })).toThrow(
      /WHATSAPP_API_VERSION/,
    );
    expect(() => whatsappSettings({ ...FULL, WHATSAPP_PHONE_NUMBER_ID: "+91 98250" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() =>
      whatsappSettings({ ...FULL, WHATSAPP_QUOTATION_TEMPLATE: "Quotation PDF" }),
    ).toThrow(/WHATSAPP_QUOTATION_TEMPLATE/);
    expect(
      whatsappSettings({
        ...FULL,
        WHATSAPP_API_URL: "http://127.0.0.1:4010/",
        WHATSAPP_ALERT_TEMPLATE: "sales_alert",
        WHATSAPP_ALERT_TEMPLATE_LANGUAGE: "en_US",
        WHATSAPP_QUOTATION_TEMPLATE: "quotation_pdf",
      }),
    ).toMatchObject({
      apiUrl: "http://127.0.0.1:4010",
      alertTemplate: { name: "sales_alert", language: "en_US" },
      quotationTemplate: "quotation_pdf",
    });
  });
});

describe("alert settings", () => {
  it("tell the admins of answers by default, at SMTP_TO unless ALERT_EMAIL_TO says otherwise", () => {
    expect(alertSettings({}, ["sales@x.in"])).toEqual({
      admins: "answers",
      emails: ["sales@x.in"],
      whatsapp: [],
    });
    expect(
      alertSettings(
        {
          ALERT_ADMINS: "all",
          ALERT_EMAIL_TO: "owner@x.in, boss@x.in",
          ALERT_WHATSAPP_TO: "+91 98250 41230, 098250 41231",
        },
        ["sales@x.in"],
      ),
    ).toEqual({
      admins: "all",
      emails: ["owner@x.in", "boss@x.in"],
      whatsapp: ["919825041230", "919825041231"],
    });
  });

  it("refuse a policy, an address or a number they cannot use", () => {
    expect(() => alertSettings({ ALERT_ADMINS: "nobody" })).toThrow(/ALERT_ADMINS/);
    expect(() => alertSettings({ ALERT_EMAIL_TO: "owner@x.in, not an address" })).toThrow(
      /ALERT_EMAIL_TO/,
    );
    expect(() => alertSettings({ ALERT_WHATSAPP_TO: "022 2345 6789" })).toThrow(
      /ALERT_WHATSAPP_TO/,
    );
  });
});
