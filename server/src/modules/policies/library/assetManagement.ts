import type { PolicyTemplate } from './types';

export const assetManagement: PolicyTemplate = {
  id: 'asset-management',
  title: 'Asset Management Policy',
  summary:
    'Requires an owned, up-to-date inventory of the hardware, software, cloud resources and data stores the company relies on, from purchase to disposal.',
  controls: {
    SOC2: ['CC2.1', 'CC3.2', 'CC6.5', 'C1.1'],
    ISO27001: ['A.5.9', 'A.5.11', 'A.7.9', 'A.7.13', 'A.7.14', 'A.8.1'],
    HIPAA: ['164.310(d)(1)', '164.310(d)(2)(iii)', '164.308(a)(7)(ii)(E)'],
    GDPR: ['Art. 30', 'Art. 32'],
  },
  body: `# Asset Management Policy

This policy explains how {{profile.legalName}} ("the company") keeps track of the assets it depends on.

## 1. Purpose

The company cannot protect what it does not know it has. This policy makes sure that every important asset is recorded, has an owner, is protected according to its importance, and is returned or disposed of safely.

## 2. Scope

Assets in scope include:

- end-user devices: laptops, phones and tablets issued by the company or used for company work;
- cloud resources: accounts, subscriptions, databases, storage buckets and production services{{#if facts.cloudProviders}}, including those in {{facts.cloudProviders}}{{else}}, in every cloud provider the company uses{{/if}};
- software and SaaS applications the company pays for or authorises;
- data stores holding customer or confidential company information;
- removable media and network equipment in company offices.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy and the asset inventory.
- **Asset owners** are named for every asset or group of assets. They keep its entry accurate, decide who may use it and make sure it is protected as its classification requires.
- **IT or operations** issue, recover and dispose of devices and record every step.
- **Everyone** looks after the assets issued to them and reports loss or theft immediately.

## 4. Policy statements

### 4.1 Inventory

1. The company maintains a single inventory of in-scope assets. Each entry records at least the asset, its owner, its location or account, its data classification and its status.
2. Devices and cloud resources are added to the inventory before they are used for company work. Automated discovery from device management and cloud providers is used wherever possible.
3. The security officer reconciles the inventory against device management, cloud accounts and billing at least quarterly, and resolves any asset found without an owner within 30 days.

### 4.2 Criticality

Each system that stores or processes customer data, or that the service needs to run, is marked as critical in the inventory. Critical systems are the first priority for backup, monitoring and recovery planning.

### 4.3 Acceptable use and protection

1. Assets are used in line with the Acceptable Use Policy.
2. Company laptops are enrolled in device management before being handed over, with disk encryption, screen lock and automatic updates enforced.
3. Devices taken off company premises remain the holder's responsibility and are never left unattended in public places or vehicles.

### 4.4 Return of assets

1. On leaving, people return every company device and any company information they hold by their last working day. The return is checked against the inventory.
2. Devices not returned within ten working days are locked or wiped remotely, and the case is escalated to the person's manager.

### 4.5 Disposal and re-use

1. Before a device or storage medium is re-issued, sold, recycled or destroyed, its data is erased with a method that prevents recovery, or the medium is physically destroyed.
2. Disposal is recorded in the inventory, with the date, the method and, where a third party was used, its certificate of destruction.

## 5. Exceptions

Exceptions require the security officer's written approval and are recorded with an end date.

## 6. Enforcement

Failing to protect, return or report the loss of a company asset may lead to disciplinary action. Devices found outside device management are disconnected from company systems until enrolled.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
