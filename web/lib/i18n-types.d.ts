import "i18next";
import type adminBlog from "../locales/es/admin-blog.json";
import type blog from "../locales/es/blog.json";
import type common from "../locales/es/common.json";
import type contact from "../locales/es/contact.json";
import type home from "../locales/es/home.json";
import type legal from "../locales/es/legal.json";
import type pages from "../locales/es/pages.json";
import type plans from "../locales/es/plans.json";
import type auth from "../locales/es/auth.json";
import type adminUsers from "../locales/es/admin-users.json";
import type upcoming from "../locales/es/upcoming.json";
import type training from "../locales/es/training.json";
import type assistants from "../locales/es/assistants.json";
import type adminAssistants from "../locales/es/admin-assistants.json";
import type billing from "../locales/es/billing.json";
import type account from "../locales/es/account.json";
import type adminDashboard from "../locales/es/admin-dashboard.json";
import type software from "../locales/es/software.json";
import type externalApps from "../locales/es/external-apps.json";
import type services from "../../i18n/locales/es/services.json";
import type courses from "../locales/es/courses.json";
import type adminCourses from "../locales/es/admin-courses.json";
import type aiApps from "../locales/es/ai-apps.json";
import type resources from "../locales/es/resources.json";
import type adminResources from "../locales/es/admin-resources.json";
import type serviceJobs from "../locales/es/service-jobs.json";

/**
 * Translation keys are typed from Spanish, the reference locale: a wrong key fails `tsc`.
 * Add a namespace here when you add its `web/locales/es/<namespace>.json`.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      "admin-blog": typeof adminBlog;
      blog: typeof blog;
      common: typeof common;
      contact: typeof contact;
      home: typeof home;
      legal: typeof legal;
      pages: typeof pages;
      plans: typeof plans;
      auth: typeof auth;
      "admin-users": typeof adminUsers;
      upcoming: typeof upcoming;
      training: typeof training;
      assistants: typeof assistants;
      courses: typeof courses;
      "admin-courses": typeof adminCourses;
      "admin-assistants": typeof adminAssistants;
      billing: typeof billing;
      account: typeof account;
      "admin-dashboard": typeof adminDashboard;
      software: typeof software;
      "external-apps": typeof externalApps;
      services: typeof services;
      "ai-apps": typeof aiApps;
      resources: typeof resources;
      "admin-resources": typeof adminResources;
      "service-jobs": typeof serviceJobs;
    };
  }
}
