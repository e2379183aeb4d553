-- The team's roles (issue 55, server/team/roles.ts): owner, editor, sales. A "member" of before could read the leads
-- and edit the content; least privilege reads them as sales (the leads), and an owner gives content to editors.
UPDATE team_member SET role = 'sales' WHERE role = 'member';
